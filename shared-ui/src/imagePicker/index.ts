export * from './imageFile';
export * from './ImagePicker';
export * from './imagePickerTexts';

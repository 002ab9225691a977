export * from './i18n';
export * from './languageStorage';

import { useState } from 'react';
import { MAX_PROOF_IMAGES } from 'shared-contracts';
import { ImagePicker } from 'shared-ui/image-picker';
import { type Message, messageOf, useMessage } from 'shared-ui/kit';

import { useUploadImage } from '../api/uploads';

/** An image the player picked and the platform stored. */
export interface PickedImage {
  uploadId: string;
  name: string;
  /** Object URL of the local file, for the thumbnail. */
  previewUrl: string;
}

export interface UploadingImagePickerProps {
  label: string;
  images: PickedImage[];
  onChange: (images: PickedImage[]) => void;
  /** At most this many (3 proofs of non-receipt, 1 deposit receipt). */
  max?: number;
  /** Shown under the label: what the images are for, not their limits (the picker says those). */
  hint?: string;
  error?: string;
  required?: boolean;
}

/**
 * The kit's image picker, uploading each image as soon as it is picked (the forms send the
 * upload ids); a refused upload is said at the field.
 */
export const UploadingImagePicker = ({
  label,
  images,
  onChange,
  max = MAX_PROOF_IMAGES,
  hint,
  error,
  required,
}: UploadingImagePickerProps) => {
  const text = useMessage();
  const upload = useUploadImage();
  const [failure, setFailure] = useState<Message | null>(null);

  return (
    <ImagePicker
      label={label}
      hint={hint}
      max={max}
      required={required}
      images={images.map((image) => ({ ...image, key: image.uploadId }))}
      error={error ?? text(failure)}
      onAdd={async (accepted) => {
        setFailure(null);
        const added: PickedImage[] = [];
        for (const [index, { file, previewUrl }] of accepted.entries()) {
          try {
            const { uploadId } = await upload(file);
            added.push({ uploadId, name: file.name, previewUrl });
          } catch (problem) {
            setFailure(messageOf(problem));
            accepted.slice(index).forEach((image) => URL.revokeObjectURL(image.previewUrl));
            break;
          }
        }
        if (added.length > 0) onChange([...images, ...added]);
      }}
      onRemove={(removed) => {
        setFailure(null);
        onChange(images.filter((image) => image.uploadId !== removed.key));
      }}
    />
  );
};

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PROOF_IMAGES } from 'shared-contracts';
import { type Message, messageOf, useMessage } from 'shared-ui/kit';

import { useUploadImage } from '../api/uploads';
import { imageProblemOf } from '../lib/imageType';
import { member } from '../remote';
import styles from './ImagePicker.module.css';

/** An image the player picked and the platform stored. */
export interface PickedImage {
  uploadId: string;
  name: string;
  /** Object URL of the local file, for the thumbnail. */
  previewUrl: string;
}

export interface ImagePickerProps {
  label: string;
  images: PickedImage[];
  onChange: (images: PickedImage[]) => void;
  /** At most this many (3 proofs of non-receipt, 1 deposit receipt). */
  max?: number;
  /** Shown under the label (what the images are for). */
  hint?: string;
  error?: string;
}

/**
 * Picks PNG or JPEG images of at most 5 MB each, checked by their content before upload (the
 * platform checks again), uploads each at once and shows thumbnails that can be removed.
 */
export const ImagePicker = ({
  label,
  images,
  onChange,
  max = MAX_PROOF_IMAGES,
  hint,
  error,
}: ImagePickerProps) => {
  const { t } = useTranslation(member.namespace);
  const text = useMessage();
  const upload = useUploadImage();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Message | null>(null);
  const latest = useRef(images);
  latest.current = images;

  // Previews are object URLs: free them when the picker goes away.
  useEffect(
    () => () => latest.current.forEach((image) => URL.revokeObjectURL(image.previewUrl)),
    [],
  );

  const pick = async (files: File[]) => {
    setProblem(null);
    if (images.length + files.length > max) {
      setProblem({ key: 'common.imageTooMany', params: { max } });
      return;
    }
    setBusy(true);
    const added: PickedImage[] = [];
    try {
      for (const file of files) {
        const found = await imageProblemOf(file);
        if (found) {
          setProblem({
            key: found === 'size' ? 'common.imageTooLarge' : 'common.imageTypeInvalid',
            params: { name: file.name },
          });
          break;
        }
        const { uploadId } = await upload(file);
        added.push({ uploadId, name: file.name, previewUrl: URL.createObjectURL(file) });
      }
    } catch (failure) {
      setProblem(messageOf(failure));
    } finally {
      setBusy(false);
      if (added.length > 0) onChange([...latest.current, ...added]);
      if (input.current) input.current.value = '';
    }
  };

  const remove = (image: PickedImage) => {
    URL.revokeObjectURL(image.previewUrl);
    onChange(images.filter((other) => other.uploadId !== image.uploadId));
  };

  const message = error ?? text(problem);
  return (
    <div className={styles.picker}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      <ul className={styles.list}>
        {images.map((image) => (
          <li key={image.uploadId} className={styles.item}>
            <img src={image.previewUrl} alt={image.name} className={styles.thumb} />
            <button
              type="button"
              className={styles.remove}
              aria-label={t('common.imageRemove', { name: image.name })}
              onClick={() => remove(image)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/png,image/jpeg"
        multiple={max > 1}
        disabled={busy || images.length >= max}
        className={styles.input}
        aria-invalid={message ? true : undefined}
        onChange={(event) => void pick([...(event.target.files ?? [])])}
      />
      {busy ? <p role="status">{t('common.imageUploading')}</p> : null}
      {message ? (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      ) : null}
    </div>
  );
};

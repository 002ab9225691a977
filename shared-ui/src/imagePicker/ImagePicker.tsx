import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { MAX_IMAGE_BYTES } from 'shared-contracts';
// Through the package's entry, so a remote's copy uses the one shared kit (its context).
import { useLanguage } from 'shared-ui/kit';

import { imageProblemOf } from './imageFile';
import styles from './ImagePicker.module.css';
import { fillText, IMAGE_PICKER_TEXTS } from './imagePickerTexts';

/** An image the picker shows: its key, its file name and a preview URL. */
export interface PickerImage {
  key: string;
  name: string;
  previewUrl: string;
}

/** A file that passed the picker's checks, with the object URL of its preview. */
export interface AcceptedImage {
  file: File;
  previewUrl: string;
}

export interface ImagePickerProps {
  /** What the images are ("Receipt", "Proof of non-receipt"). */
  label: string;
  /** What they are for, under the label. */
  hint?: string;
  images: readonly PickerImage[];
  /** At most this many. */
  max: number;
  /**
   * Files that passed the checks (PNG or JPEG by content, within the size): the caller keeps
   * them (and may upload them; the picker shows it is working until the promise settles). A
   * rejection frees their previews; the caller says why through `error`.
   */
  onAdd: (images: AcceptedImage[]) => void | Promise<void>;
  /** The player removed an image (its preview URL is freed here). */
  onRemove: (image: PickerImage) => void;
  /** A problem the caller found (an upload refused), shown as the field's error. */
  error?: string | null;
  disabled?: boolean;
  required?: boolean;
  maxBytes?: number;
}

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/**
 * The one image picker of the site: a styled button that opens the file chooser (keyboard:
 * Tab to it, Enter or Space), the limits always shown, previews with their names and a remove
 * button each, and a clear error for a file of the wrong type (checked by its content, not its
 * name), one too big or one too many. Its words are its own in the six languages.
 */
export const ImagePicker = ({
  label,
  hint,
  images,
  max,
  onAdd,
  onRemove,
  error,
  disabled = false,
  required = false,
  maxBytes = MAX_IMAGE_BYTES,
}: ImagePickerProps) => {
  const texts = IMAGE_PICKER_TEXTS[useLanguage()] ?? IMAGE_PICKER_TEXTS.EN;
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = useRef(images);
  shown.current = images;
  const size = megabytes(maxBytes);

  // Previews are object URLs: free those still shown when the picker goes away.
  useEffect(
    () => () => shown.current.forEach((image) => URL.revokeObjectURL(image.previewUrl)),
    [],
  );

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setProblem(null);
    if (files.length === 0) return;
    if (shown.current.length + files.length > max) {
      setProblem(fillText(texts.tooMany, { max }));
      return;
    }
    setBusy(true);
    const accepted: AcceptedImage[] = [];
    try {
      for (const file of files) {
        const found = await imageProblemOf(file, maxBytes);
        if (found) {
          const text = { size: texts.tooLarge, type: texts.badType, unreadable: texts.unreadable };
          setProblem(fillText(text[found], { name: file.name, size }));
          break;
        }
        accepted.push({ file, previewUrl: URL.createObjectURL(file) });
      }
      if (accepted.length > 0) await onAdd(accepted);
    } catch {
      accepted.forEach((image) => URL.revokeObjectURL(image.previewUrl));
    } finally {
      setBusy(false);
    }
  };

  const remove = (image: PickerImage) => {
    URL.revokeObjectURL(image.previewUrl);
    setProblem(null);
    onRemove(image);
  };

  const full = images.length >= max;
  const message = problem ?? error ?? null;
  const limits = fillText(max === 1 ? texts.limitsOne : texts.limits, { size, max });
  const describedBy = [hint ? `${id}-hint` : '', `${id}-limits`, message ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={styles.picker}
      role="group"
      aria-labelledby={`${id}-label`}
      data-image-picker=""
    >
      <span id={`${id}-label`} className={styles.label}>
        {label}
        {required ? (
          <span aria-hidden="true" data-required-mark="">
            ＊
          </span>
        ) : null}
      </span>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <p id={`${id}-limits`} className={styles.limits}>
        {limits}
      </p>
      {images.length > 0 ? (
        <ul className={styles.list}>
          {images.map((image) => (
            <li key={image.key} className={styles.item}>
              <img src={image.previewUrl} alt={image.name} className={styles.thumb} />
              <span className={styles.name} title={image.name}>
                {image.name}
              </span>
              <button
                type="button"
                className={styles.remove}
                aria-label={fillText(texts.remove, { name: image.name })}
                disabled={disabled || busy}
                onClick={() => remove(image)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={`${id}-input`}
        type="file"
        accept="image/png,image/jpeg"
        multiple={max > 1}
        required={required && images.length === 0}
        disabled={disabled || busy || full}
        className={styles.input}
        aria-labelledby={`${id}-label ${id}-choose`}
        aria-describedby={describedBy}
        aria-invalid={message ? true : undefined}
        onChange={(event) => void pick(event)}
      />
      <label id={`${id}-choose`} htmlFor={`${id}-input`} className={styles.choose}>
        <span aria-hidden="true" className={styles.plus}>
          +
        </span>
        {images.length > 0 ? texts.chooseMore : texts.choose}
      </label>
      <p role="status" className={styles.status}>
        {busy ? texts.working : fillText(texts.chosen, { count: images.length, max })}
      </p>
      {message ? (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {message}
        </p>
      ) : null}
    </div>
  );
};

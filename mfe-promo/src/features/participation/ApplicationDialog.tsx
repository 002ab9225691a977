import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_APPLICATION_COMMENT, MAX_APPLICATION_IMAGES } from 'shared-contracts';
import { Button, Modal } from 'shared-ui';
import { type AcceptedImage, ImagePicker, type PickerImage } from 'shared-ui/image-picker';
import { FormAlert, type Message, reasonOf, useMessage } from 'shared-ui/kit';

import { useApplyPromotion, useUploadApplicationImage } from '../../api/participation';
import styles from './ApplicationDialog.module.css';
import { participationMessageOf } from './participationMessages';

/** A picked image: the local file, its preview, and its upload id once the platform has it. */
interface PickedImage {
  key: string;
  file: File;
  previewUrl: string;
  uploadId: string | null;
}

/** Characters as the platform counts them (code points, so an emoji is one). */
const lengthOf = (text: string): number => [...text].length;

const IMAGE_REASONS = new Set(['tooMany', 'tooLarge', 'badType', 'badImage']);

export interface ApplicationDialogProps {
  promotionId: string;
  title: string;
  onClose: () => void;
  onSent: () => void;
}

let nextKey = 0;

/**
 * The application form in a dialog: a comment of at most 140 characters with a live count and
 * up to three PNG or JPEG images of at most 5 MB, checked by content here and again by the
 * platform, with previews that can be removed before sending. Sending uploads the images (each
 * once, even across retries) and then applies. A refusal is shown at its field; nothing typed
 * or picked is lost on a refusal or a dropped connection.
 */
export const ApplicationDialog = ({
  promotionId,
  title,
  onClose,
  onSent,
}: ApplicationDialogProps) => {
  const { t } = useTranslation('promo');
  const text = useMessage();
  const apply = useApplyPromotion();
  const upload = useUploadApplicationImage();
  const commentId = useId();
  const countId = useId();
  const commentErrorId = useId();
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<PickedImage[]>([]);
  const [commentError, setCommentError] = useState<Message | null>(null);
  const [imagesError, setImagesError] = useState<Message | null>(null);
  const [formError, setFormError] = useState<Message | null>(null);
  const [sending, setSending] = useState(false);
  const latest = useRef(images);
  latest.current = images;

  const length = lengthOf(comment);
  const over = length - MAX_APPLICATION_COMMENT;
  const tooLong = over > 0;
  const shownCommentError = tooLong
    ? t('participation.form.commentTooLong', { max: MAX_APPLICATION_COMMENT, over })
    : text(commentError);

  const add = (accepted: AcceptedImage[]) => {
    setImagesError(null);
    setImages((current) => [
      ...current,
      ...accepted.map(({ file, previewUrl }) => {
        nextKey += 1;
        return { key: `image-${nextKey}`, file, previewUrl, uploadId: null };
      }),
    ]);
  };

  const remove = (removed: PickerImage) => {
    setImagesError(null);
    setImages((current) => current.filter((image) => image.key !== removed.key));
  };

  const refused = (error: unknown) => {
    const reason = reasonOf(error);
    const message = participationMessageOf(error);
    if (reason === 'commentTooLong') setCommentError(message);
    else if (reason && IMAGE_REASONS.has(reason)) {
      setImagesError(message);
      // An id the platform would not take is uploaded again on the next try.
      if (reason === 'badImage') {
        setImages((current) => current.map((image) => ({ ...image, uploadId: null })));
      }
    } else setFormError(message);
  };

  const send = async () => {
    setCommentError(null);
    setImagesError(null);
    setFormError(null);
    if (tooLong) return;
    setSending(true);
    try {
      const imageIds: string[] = [];
      for (const image of latest.current) {
        let { uploadId } = image;
        if (uploadId === null) {
          uploadId = (await upload(image.file)).uploadId;
          const stored = uploadId;
          setImages((current) =>
            current.map((other) =>
              other.key === image.key ? { ...other, uploadId: stored } : other,
            ),
          );
        }
        imageIds.push(uploadId);
      }
      await apply.mutateAsync({ promotionId, comment, imageIds });
      onSent();
    } catch (error) {
      refused(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('participation.form.title', { title })}
      closeLabel={t('participation.form.close')}
      footer={
        <div className={styles.footer}>
          <Button variant="secondary" onClick={onClose}>
            {t('participation.form.cancel')}
          </Button>
          <Button type="submit" form={`${commentId}-form`} disabled={sending} aria-busy={sending}>
            {sending ? t('participation.form.sending') : t('participation.form.send')}
          </Button>
        </div>
      }
    >
      <form
        id={`${commentId}-form`}
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!sending) void send();
        }}
      >
        <div className={styles.field}>
          <label htmlFor={commentId} className={styles.label}>
            {t('participation.form.comment')}
          </label>
          <p className={styles.hint}>
            {t('participation.form.commentHint', { max: MAX_APPLICATION_COMMENT })}
          </p>
          <textarea
            id={commentId}
            className={styles.textarea}
            value={comment}
            rows={4}
            aria-invalid={shownCommentError ? true : undefined}
            aria-describedby={`${countId} ${shownCommentError ? commentErrorId : ''}`.trim()}
            onChange={(event) => {
              setComment(event.target.value);
              setCommentError(null);
            }}
          />
          <p
            id={countId}
            className={tooLong ? `${styles.count} ${styles.countOver}` : styles.count}
            aria-live="polite"
          >
            {t('participation.form.count', { count: length, max: MAX_APPLICATION_COMMENT })}
          </p>
          {shownCommentError ? (
            <p id={commentErrorId} role="alert" className={styles.error}>
              {shownCommentError}
            </p>
          ) : null}
        </div>
        <ImagePicker
          label={t('participation.form.images')}
          max={MAX_APPLICATION_IMAGES}
          images={images.map((image) => ({ ...image, name: image.file.name }))}
          onAdd={add}
          onRemove={remove}
          disabled={sending}
          error={text(imagesError)}
        />
        <FormAlert message={formError} />
      </form>
    </Modal>
  );
};

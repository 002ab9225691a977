import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_APPLICATION_COMMENT, MAX_APPLICATION_IMAGES } from 'shared-contracts';
import { Button, formLayout, Modal, TextArea } from 'shared-ui';
import { type AcceptedImage, ImagePicker, type PickerImage } from 'shared-ui/image-picker';
import { FormAlert, reasonOf, useForm, useMessage } from 'shared-ui/kit';

import { useApplyPromotion, useUploadApplicationImage } from '../../api/participation';
import common from '../../components/common.module.css';
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

/** The platform's refusals that belong to a field, by reason (any other shows in the alert). */
const FIELD_REFUSALS = {
  commentTooLong: 'comment',
  tooMany: 'images',
  tooLarge: 'images',
  badType: 'images',
  badImage: 'images',
} as const;

interface ApplicationValues extends Record<string, unknown> {
  comment: string;
  images: PickedImage[];
}

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
  const [sending, setSending] = useState(false);
  // The picker and the uploads change the list after an await: each change starts from the
  // latest list, not from the one a render saw.
  const images = useRef<PickedImage[]>([]);
  const changeImages = (change: (current: PickedImage[]) => PickedImage[]) => {
    images.current = change(images.current);
    form.setField('images', images.current);
  };

  const form = useForm<ApplicationValues>({
    initial: { comment: '', images: [] },
    validate: ({ comment }) => {
      const over = lengthOf(comment) - MAX_APPLICATION_COMMENT;
      return over > 0
        ? {
            comment: {
              key: 'participation.form.commentTooLong',
              params: { max: MAX_APPLICATION_COMMENT, over },
            },
          }
        : {};
    },
    onSubmit: async ({ comment }) => {
      setSending(true);
      try {
        const imageIds: string[] = [];
        for (const image of images.current) {
          let { uploadId } = image;
          if (uploadId === null) {
            uploadId = (await upload(image.file)).uploadId;
            const stored = uploadId;
            changeImages((current) =>
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
        // An id the platform would not take is uploaded again on the next try.
        if (reasonOf(error) === 'badImage')
          changeImages((current) => current.map((image) => ({ ...image, uploadId: null })));
        throw error;
      } finally {
        setSending(false);
      }
    },
    refusals: FIELD_REFUSALS,
    describe: participationMessageOf,
  });
  const { values, errors, outcome } = form;

  const length = lengthOf(values.comment);
  const over = length - MAX_APPLICATION_COMMENT;
  const tooLong = over > 0;
  const shownCommentError = tooLong
    ? t('participation.form.commentTooLong', { max: MAX_APPLICATION_COMMENT, over })
    : text(errors.comment);

  const add = (accepted: AcceptedImage[]) =>
    changeImages((current) => [
      ...current,
      ...accepted.map(({ file, previewUrl }) => {
        nextKey += 1;
        return { key: `image-${nextKey}`, file, previewUrl, uploadId: null };
      }),
    ]);

  const remove = (removed: PickerImage) =>
    changeImages((current) => current.filter((image) => image.key !== removed.key));

  return (
    <Modal
      open
      onClose={onClose}
      title={t('participation.form.title', { title })}
      closeLabel={t('participation.form.close')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('participation.form.cancel')}
          </Button>
          <Button type="submit" form={`${commentId}-form`} disabled={sending} aria-busy={sending}>
            {sending ? t('participation.form.sending') : t('participation.form.send')}
          </Button>
        </>
      }
    >
      <form
        id={`${commentId}-form`}
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (sending) return;
          outcome.clear();
          void form.submit();
        }}
      >
        <div className={common.stack}>
          <label htmlFor={commentId} className={styles.label}>
            {t('participation.form.comment')}
          </label>
          <p className={formLayout.muted}>
            {t('participation.form.commentHint', { max: MAX_APPLICATION_COMMENT })}
          </p>
          <TextArea
            id={commentId}
            value={values.comment}
            rows={4}
            aria-invalid={shownCommentError ? true : undefined}
            aria-describedby={`${countId} ${shownCommentError ? commentErrorId : ''}`.trim()}
            onChange={(event) => form.setField('comment', event.target.value)}
          />
          <p
            id={countId}
            className={
              tooLong
                ? `${formLayout.muted} ${styles.count} ${styles.countOver}`
                : `${formLayout.muted} ${styles.count}`
            }
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
          images={values.images.map((image) => ({ ...image, name: image.file.name }))}
          onAdd={add}
          onRemove={remove}
          disabled={sending}
          error={text(errors.images)}
        />
        <FormAlert message={outcome.message} tone={outcome.tone} />
      </form>
    </Modal>
  );
};

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_CONTENT_MIN,
  FEEDBACK_TYPES,
  feedbackLengthOf,
  type FeedbackType,
  MAX_FEEDBACK_IMAGES,
} from 'shared-contracts';
import { Panel, SelectField, TextArea } from 'shared-ui';
import {
  type FieldErrors,
  type Message,
  messageOf,
  reasonOf,
  useForm,
  useMessage,
} from 'shared-ui/kit';

import { useSubmitFeedback } from '../../api/feedback';
import { FormSubmitRow } from '../../components/FormSubmitRow';
import { cx, layout } from '../../components/layout';
import { type PickedImage, UploadingImagePicker } from '../../components/UploadingImagePicker';
import { member } from '../../remote';
import { FEEDBACK_TYPE_PARAM } from '../contact/contactChannels';
import { readChoice } from '../records/urlFilters';
import styles from './FeedbackPage.module.css';

interface FeedbackValues extends Record<string, unknown> {
  type: FeedbackType;
  content: string;
  images: PickedImage[];
}

const INITIAL: FeedbackValues = { type: 'deposit', content: '', images: [] };
const BOUNDS = { min: FEEDBACK_CONTENT_MIN, max: FEEDBACK_CONTENT_MAX };

/** The platform's refusals that belong to one field of the form. */
const FIELD_OF_REASON: Record<string, keyof FeedbackValues> = {
  contentTooShort: 'content',
  contentTooLong: 'content',
  tooMany: 'images',
  tooLarge: 'images',
  badType: 'images',
  badImage: 'images',
};

/** The form's words for a refusal: the content's bounds as its own check says them. */
const describe = (error: unknown): Message =>
  FIELD_OF_REASON[reasonOf(error) ?? ''] === 'content'
    ? { key: 'feedback.form.contentBounds', params: BOUNDS }
    : messageOf(error);

const validate = (values: FeedbackValues): FieldErrors<FeedbackValues> => {
  const length = feedbackLengthOf(values.content);
  if (length === 0) return { content: { key: 'common.required' } };
  if (length < FEEDBACK_CONTENT_MIN || length > FEEDBACK_CONTENT_MAX)
    return { content: { key: 'feedback.form.contentBounds', params: BOUNDS } };
  return {};
};

/**
 * A new feedback: question type (a complaint among them; the URL's `fbType` chooses it first),
 * the text within its bounds with a live count, up to three images, submit. A refusal shows at its field and keeps everything
 * typed; a complaint's answer shows its reference number.
 */
export const FeedbackForm = () => {
  const { t } = useTranslation(member.namespace);
  const text = useMessage();
  const submit = useSubmitFeedback();
  const contentId = useId();
  // The contact page's question links name the type (`fbType`); the form starts with it.
  const [params] = useSearchParams();
  const form = useForm<FeedbackValues>({
    initial: {
      ...INITIAL,
      type: readChoice(params, FEEDBACK_TYPE_PARAM, FEEDBACK_TYPES) ?? INITIAL.type,
    },
    validate,
    refusals: FIELD_OF_REASON,
    describe,
    onSubmit: async (values) => {
      const filed = await submit.mutateAsync({
        type: values.type,
        content: values.content.trim(),
        imageIds: values.images.map((image) => image.uploadId),
      });
      values.images.forEach((image) => URL.revokeObjectURL(image.previewUrl));
      form.reset({ ...INITIAL, type: values.type });
      form.outcome.success(
        filed.referenceNo
          ? { key: 'feedback.form.sentComplaint', params: { reference: filed.referenceNo } }
          : { key: 'feedback.form.sent' },
      );
    },
  });
  const { values, errors, setField } = form;
  const length = feedbackLengthOf(values.content);
  const outOfBounds = length > FEEDBACK_CONTENT_MAX;
  const contentError = text(errors.content as Message | undefined);

  return (
    <Panel headingLevel={4} title={t('feedback.form.title')}>
      <form className={layout.stack} noValidate onSubmit={(event) => void form.submit(event)}>
        <SelectField<FeedbackType>
          label={t('feedback.form.type')}
          value={values.type}
          onChange={(type) => setField('type', type)}
          options={FEEDBACK_TYPES.map((type) => ({
            value: type,
            label: t(`feedback.types.${type}`),
          }))}
        />
        {values.type === 'complaint' ? (
          <p className={layout.muted}>{t('feedback.form.complaintHint')}</p>
        ) : null}
        <div className={layout.stackXs}>
          <label htmlFor={contentId} className={layout.strong}>
            {t('feedback.form.content')}
          </label>
          <p id={`${contentId}-hint`} className={layout.muted}>
            {t('feedback.form.contentHint', BOUNDS)}
          </p>
          <TextArea
            id={contentId}
            name="content"
            rows={5}
            value={values.content}
            aria-invalid={contentError ? true : undefined}
            aria-describedby={`${contentId}-hint ${contentId}-count${contentError ? ` ${contentId}-error` : ''}`}
            onChange={(event) => setField('content', event.target.value)}
          />
          <p
            id={`${contentId}-count`}
            className={cx(outOfBounds ? layout.error : layout.muted, styles.count)}
            aria-live="polite"
          >
            {t('feedback.form.count', { length, max: FEEDBACK_CONTENT_MAX })}
          </p>
          {contentError ? (
            <p id={`${contentId}-error`} role="alert" className={layout.error}>
              {contentError}
            </p>
          ) : null}
        </div>
        <UploadingImagePicker
          label={t('feedback.form.images')}
          images={values.images}
          max={MAX_FEEDBACK_IMAGES}
          onChange={(images) => setField('images', images)}
          error={text(errors.images as Message | undefined)}
        />
        <FormSubmitRow outcome={form.outcome} pending={submit.isPending} end>
          {submit.isPending ? t('feedback.form.sending') : t('common.submit')}
        </FormSubmitRow>
      </form>
    </Panel>
  );
};

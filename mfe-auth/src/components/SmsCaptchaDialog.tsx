import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaAnswer } from 'shared-contracts';
import { Button, Modal } from 'shared-ui';

import { useCaptcha } from '../api/captcha';
import type { Message, SendCodeOutcome } from '../lib/errors';
import { AUTH_NAMESPACE } from '../remote';
import { CaptchaField } from './CaptchaField';
import styles from './Form.module.css';
import { useFieldText } from './useFieldText';
import { useMessage } from './useMessage';

/** Sends an SMS code with a solved captcha (the SPEC's "verification result"). */
export type SendCode = (answer: CaptchaAnswer) => Promise<SendCodeOutcome>;

export interface SmsCaptchaDialogProps {
  send: SendCode;
  /** The dialog is done: the outcome of the send, or null when it was cancelled. */
  onClose: (outcome: SendCodeOutcome | null) => void;
}

/**
 * The captcha asked before an SMS code goes out (issue #20): the image, its answer field and a
 * refresh, then the send. A refused answer stays here, under the field, with a fresh image (each
 * answer spends a captcha); anything else closes the dialog with its outcome.
 */
export const SmsCaptchaDialog = ({ send, onClose }: SmsCaptchaDialogProps) => {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const fieldText = useFieldText();
  const text = useMessage();
  const captcha = useCaptcha(true, 'sms');
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The dialog is a portal, but React bubbles its submit to the form that opened it.
    event.stopPropagation();
    if (busy) return;
    const typed = answer.trim();
    if (typed === '') return setError(fieldText({ key: 'not_empty' }));
    if (!captcha.data) return;
    setBusy(true);
    const outcome = await send({ captchaId: captcha.data.captchaId, captcha: typed });
    setBusy(false);
    if (outcome.kind !== 'captcha') return onClose(outcome);
    setError(text(outcome.message));
    setAnswer('');
    // Not the refresh button's throttle: the refused answer spent this image.
    void captcha.refetch();
  };

  return (
    <Modal
      open
      onClose={() => onClose(null)}
      title={t('sms.captchaTitle')}
      closeLabel={t('dialog.close')}
      size="sm"
    >
      <form
        className={styles.form}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label={t('sms.captchaTitle')}
      >
        <p className={styles.dialogText}>{t('sms.captchaHint')}</p>
        <CaptchaField
          scope="sms"
          value={answer}
          onChange={(value) => {
            setAnswer(value);
            setError(undefined);
          }}
          image={captcha.data?.image}
          error={error}
        />
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={() => onClose(null)}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" disabled={busy || !captcha.data} aria-busy={busy || undefined}>
            {t('sms.send')}
          </Button>
        </div>
      </form>
    </Modal>
  );
};

/**
 * The get-code button's request with the captcha first: checks the number, opens the dialog, and
 * settles with the countdown seconds (or null) only once the dialog has closed, so focus is back
 * on the button before the caller moves it on (to the code field) or opens the failure warning.
 */
export const useCaptchaFirst = (
  checkNumber: () => boolean,
  send: SendCode,
  onRefused: (message: Message) => void,
): { request: () => Promise<number | null>; dialog: ReactNode } => {
  const [open, setOpen] = useState(false);
  const settle = useRef<((seconds: number | null) => void) | null>(null);
  const outcome = useRef<SendCodeOutcome | null>(null);
  const refused = useRef(onRefused);
  useEffect(() => {
    refused.current = onRefused;
  }, [onRefused]);

  useEffect(() => {
    // Runs after the dialog's own clean-up, which gives focus back to the get-code button.
    if (open || !settle.current) return;
    const done = settle.current;
    const ended = outcome.current;
    settle.current = null;
    outcome.current = null;
    if (ended?.kind === 'refused') refused.current(ended.message);
    done(ended?.kind === 'sent' ? ended.seconds : null);
  }, [open]);

  const request = () => {
    if (!checkNumber()) return Promise.resolve(null);
    return new Promise<number | null>((resolve) => {
      settle.current = resolve;
      setOpen(true);
    });
  };
  const dialog = open ? (
    <SmsCaptchaDialog
      send={send}
      onClose={(ended) => {
        outcome.current = ended;
        setOpen(false);
      }}
    />
  ) : null;
  return { request, dialog };
};

import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { THROTTLE_MS } from 'shared-contracts';
import { TextField } from 'shared-ui';

import { captchaKeys } from '../api/captcha';
import { createThrottle } from '../lib/throttle';
import { AUTH_NAMESPACE } from '../remote';
import styles from './Form.module.css';
import { requiredPlaceholder } from './requiredPlaceholder';

export interface CaptchaFieldProps {
  value: string;
  onChange: (value: string) => void;
  image: string | undefined;
  error?: string;
}

/** Refreshes the captcha image: single-use images are fetched anew, at most once a second. */
export const useRefreshCaptcha = () => {
  const queryClient = useQueryClient();
  const throttle = useMemo(() => createThrottle(THROTTLE_MS), []);
  return () => {
    if (throttle.tryPass()) void queryClient.refetchQueries({ queryKey: captchaKeys.all });
  };
};

/** The picture captcha: the answer field with the image as a refresh button beside it. */
export const CaptchaField = ({ value, onChange, image, error }: CaptchaFieldProps) => {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const refresh = useRefreshCaptcha();
  return (
    <TextField
      label={t('fields.captcha')}
      placeholder={requiredPlaceholder(t('fields.captcha'))}
      name="captcha"
      inputMode="numeric"
      autoComplete="off"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      trailing={
        <button
          type="button"
          className={styles.captchaButton}
          onClick={refresh}
          // Named by its words while the picture loads, so the name holds what it shows
          // (label-content-name-mismatch).
          aria-label={image ? t('captcha.refresh') : undefined}
          title={t('captcha.refresh')}
        >
          {image ? (
            <img src={image} alt={t('captcha.image')} className={styles.captchaImage} />
          ) : (
            t('captcha.loading')
          )}
        </button>
      }
    />
  );
};

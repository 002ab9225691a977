import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { THROTTLE_MS } from 'shared-contracts';
import { Button } from 'shared-ui';

import { AUTH_NAMESPACE } from '../i18n/registerAuthI18n';
import { createThrottle } from '../lib/throttle';
import { useCountdown } from '../lib/useCountdown';

export interface SmsCodeButtonProps {
  /**
   * Checks the number and sends the code; resolves the countdown in seconds, or null when
   * nothing was sent (invalid number, refusal: the caller shows why).
   */
  onRequest: () => Promise<number | null>;
  disabled?: boolean;
}

/**
 * The get-code button: throttled to one request per second, then disabled for the countdown,
 * showing the seconds left, and enabled again at 0 (SPEC sections 4 and 9).
 */
export const SmsCodeButton = ({ onRequest, disabled = false }: SmsCodeButtonProps) => {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const { remaining, running, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const throttle = useMemo(() => createThrottle(THROTTLE_MS), []);
  const request = async () => {
    if (!throttle.tryPass()) return;
    setSending(true);
    try {
      const seconds = await onRequest();
      if (seconds !== null) start(seconds);
    } finally {
      setSending(false);
    }
  };
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={disabled || running || sending}
      aria-label={running ? t('sms.resendIn', { seconds: remaining }) : t('sms.getCode')}
      onClick={() => void request()}
    >
      {running ? t('sms.seconds', { seconds: remaining }) : t('sms.getCode')}
    </Button>
  );
};

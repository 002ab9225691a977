import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { THROTTLE_MS } from 'shared-contracts';
import { Button } from 'shared-ui';
import { useCountdown } from 'shared-ui/kit';

import { createThrottle } from '../lib/throttle';
import { AUTH_NAMESPACE } from '../remote';

export interface SmsCodeButtonProps {
  /**
   * Checks the number and sends the code; resolves the countdown in seconds, or null when
   * nothing was sent (invalid number, refusal: the caller shows why).
   */
  onRequest: () => Promise<number | null>;
  /** A code was sent and the button locks: the caller moves focus on (to the code field). */
  onSent?: () => void;
  disabled?: boolean;
}

/**
 * The get-code button: throttled to one request per second, then disabled for the countdown,
 * showing the seconds left, and enabled again at 0 (SPEC sections 4 and 9).
 */
export const SmsCodeButton = ({ onRequest, onSent, disabled = false }: SmsCodeButtonProps) => {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const { remaining, running, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const throttle = useMemo(() => createThrottle(THROTTLE_MS), []);
  const request = async () => {
    if (inFlight.current || !throttle.tryPass()) return;
    inFlight.current = true;
    setSending(true);
    try {
      const seconds = await onRequest();
      if (seconds !== null) {
        start(seconds);
        onSent?.();
      }
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={disabled || running}
      // Only marked while sending: a disabled button drops the keyboard focus, and the failure
      // dialog gives focus back to the element that had it.
      aria-disabled={sending || undefined}
      aria-busy={sending || undefined}
      aria-label={running ? t('sms.resendIn', { seconds: remaining }) : t('sms.getCode')}
      onClick={() => void request()}
    >
      {running ? t('sms.seconds', { seconds: remaining }) : t('sms.getCode')}
    </Button>
  );
};

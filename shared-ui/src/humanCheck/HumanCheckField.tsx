import { useId } from 'react';
// Through the package's entry, so a remote's copy uses the one shared kit (its context).
import { useLanguage } from 'shared-ui/kit';

import { Button } from '../components/Button';
import styles from './HumanCheckField.module.css';
import { HUMAN_CHECK_TEXTS } from './humanCheckTexts';
import type { HumanCheck } from './useHumanCheck';

export interface HumanCheckFieldProps {
  check: HumanCheck;
}

/**
 * The human verification as a form shows it (ADR 0022): a status line read out as it changes
 * (working, verified, failed), the one-tap button when the check waits for it and a retry after a
 * failure. The work itself runs in a Web Worker; nothing here needs typing or seeing a picture.
 */
export const HumanCheckField = ({ check }: HumanCheckFieldProps) => {
  const texts = HUMAN_CHECK_TEXTS[useLanguage()] ?? HUMAN_CHECK_TEXTS.EN;
  const whyId = useId();
  const { status } = check;
  return (
    <div className={styles.field} data-human-check={status}>
      <div className={`${styles.box} ${styles[status] ?? ''}`}>
        <span className={styles.mark} aria-hidden="true" />
        <span className={styles.text} role="status" aria-live="polite" aria-describedby={whyId}>
          {status === 'working'
            ? texts.working
            : status === 'ready'
              ? texts.ready
              : status === 'failed'
                ? texts.failed
                : null}
        </span>
        {status === 'idle' || status === 'failed' ? (
          <Button size="sm" variant="secondary" onClick={check.start} aria-describedby={whyId}>
            {status === 'idle' ? texts.start : texts.retry}
          </Button>
        ) : null}
      </div>
      <p id={whyId} className={styles.why}>
        {texts.why}
      </p>
    </div>
  );
};

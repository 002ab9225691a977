import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';

import { member } from '../../remote';

export interface CopyButtonProps {
  /** The text copied to the clipboard. */
  text: string;
  /** What is copied, for the accessible name ("Copy account number"). */
  what: string;
}

const COPIED_MS = 2_000;

/** Copies one detail of the payment (account number, reference) and says so for a moment. */
export const CopyButton = ({ text, what }: CopyButtonProps) => {
  const { t } = useTranslation(member.namespace);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // No clipboard (an old browser, or permission refused): the text stays visible to copy.
      setCopied(false);
    }
  };

  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={t('deposit.copyWhat', { what })}
      onClick={() => void copy()}
    >
      <span aria-live="polite">{copied ? t('common.copied') : t('common.copy')}</span>
    </Button>
  );
};

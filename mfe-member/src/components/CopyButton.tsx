import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';

import { member } from '../remote';

export interface CopyButtonProps {
  /** What goes to the clipboard. */
  text: string;
  /** The button's accessible name, e.g. "Copy setup key". */
  label: string;
  /**
   * `compact`: a small "Copy" beside a detail (account number, reference), named by `label`;
   * otherwise the button shows `label`.
   */
  compact?: boolean;
}

const COPIED_MS = 2_000;

/** Copies a text and says so for a moment; says when the browser refused (copy by hand). */
export const CopyButton = ({ text, label, compact = false }: CopyButtonProps) => {
  const { t } = useTranslation(member.namespace);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state !== 'copied') return undefined;
    const timer = setTimeout(() => setState('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  const status =
    state === 'copied' ? t('common.copied') : state === 'failed' ? t('common.copyFailed') : '';
  if (compact) {
    return (
      <Button variant="ghost" size="sm" aria-label={label} onClick={() => void copy()}>
        <span aria-live="polite">{state === 'copied' ? t('common.copied') : t('common.copy')}</span>
      </Button>
    );
  }
  return (
    <span>
      <Button size="sm" variant="secondary" onClick={() => void copy()}>
        {label}
      </Button>{' '}
      <span role="status">{status}</span>
    </span>
  );
};

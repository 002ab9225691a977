import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import { FormAlert } from 'shared-ui/kit';

import { CopyButton } from '../../components/CopyButton';
import { layout } from '../../components/layout';
import { member } from '../../remote';
import styles from './Security.module.css';

export interface RecoveryCodesProps {
  codes: string[];
  /** The player saved them: they are never shown again. */
  onDone: () => void;
}

/** The recovery codes, shown once after two-factor login was turned on. */
export const RecoveryCodes = ({ codes, onDone }: RecoveryCodesProps) => {
  const { t } = useTranslation(member.namespace);
  const heading = useRef<HTMLHeadingElement>(null);
  // The set-up form just went away: the codes take the focus so they are read first.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={layout.stack}>
      <FormAlert message={{ key: 'security.twoFactor.enabled' }} tone="success" />
      <h4 ref={heading} tabIndex={-1}>
        {t('security.twoFactor.recoveryTitle')}
      </h4>
      <p className={layout.muted}>{t('security.twoFactor.recoveryIntro')}</p>
      <ul className={styles.codes} aria-label={t('security.twoFactor.recoveryTitle')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={layout.row}>
        <CopyButton text={codes.join('\n')} label={t('security.twoFactor.copyCodes')} />
        <Button onClick={onDone}>{t('security.twoFactor.saved')}</Button>
      </div>
    </div>
  );
};

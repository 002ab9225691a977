import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Panel, StatusBadge } from 'shared-ui';
import { FormAlert } from 'shared-ui/kit';

import { layout } from '../../components/layout';
import { member } from '../../remote';
import { RecoveryCodes } from './RecoveryCodes';
import { TwoFactorDisable } from './TwoFactorDisable';
import { TwoFactorEnable } from './TwoFactorEnable';

export interface TwoFactorPanelProps {
  /** Two-factor login is on (from the profile). */
  enabled: boolean;
}

type Stage = 'idle' | 'enabling' | 'disabling';

/**
 * Two-factor login with an authenticator app: turn it on (QR code, confirmation code, then the
 * recovery codes shown once) or off (a current code or a recovery code).
 */
export const TwoFactorPanel = ({ enabled }: TwoFactorPanelProps) => {
  const { t } = useTranslation(member.namespace);
  const [stage, setStage] = useState<Stage>('idle');
  // Kept here, not in the query: they are shown once, until the player says they are saved.
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [turnedOff, setTurnedOff] = useState(false);

  const body = () => {
    if (recoveryCodes)
      return <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
    if (stage === 'enabling' && !enabled)
      return (
        <TwoFactorEnable
          onEnabled={(codes) => {
            setStage('idle');
            setRecoveryCodes(codes);
          }}
          onCancel={() => setStage('idle')}
        />
      );
    if (stage === 'disabling' && enabled)
      return (
        <TwoFactorDisable
          onDone={() => {
            setStage('idle');
            setTurnedOff(true);
          }}
          onCancel={() => setStage('idle')}
        />
      );
    return (
      <div className={layout.row}>
        <Button
          variant={enabled ? 'secondary' : 'primary'}
          onClick={() => {
            setTurnedOff(false);
            setStage(enabled ? 'disabling' : 'enabling');
          }}
        >
          {t(enabled ? 'security.twoFactor.turnOff' : 'security.twoFactor.turnOn')}
        </Button>
      </div>
    );
  };

  return (
    <Panel
      title={t('security.twoFactor.title')}
      actions={
        <StatusBadge tone={enabled ? 'success' : 'neutral'}>
          {t(enabled ? 'security.twoFactor.on' : 'security.twoFactor.off')}
        </StatusBadge>
      }
    >
      <p className={layout.muted}>{t('security.twoFactor.intro')}</p>
      {turnedOff && !enabled ? (
        <FormAlert message={{ key: 'security.twoFactor.disabled' }} tone="success" />
      ) : null}
      {body()}
    </Panel>
  );
};

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from 'shared-ui';
import { QueryView } from 'shared-ui/kit';

import { useProfile } from '../../api/security';
import { layout } from '../../components/layout';
import { member } from '../../remote';
import { AvatarChooser } from './AvatarChooser';
import { ContactBinding } from './ContactBinding';
import { LoginPasswordForm } from './LoginPasswordForm';
import { PayoutAccounts } from './PayoutAccounts';
import { ProfileForm } from './ProfileForm';
import { TwoFactorPanel } from './TwoFactorPanel';
import { WithdrawalPasswordForm } from './WithdrawalPasswordForm';

type Section = 'profile' | 'passwords' | 'accounts' | 'twoFactor';
const SECTIONS: readonly Section[] = ['profile', 'passwords', 'accounts', 'twoFactor'];

/**
 * securityCenter (My account): the profile with phone and email, the login and withdrawal
 * passwords, the bound payout accounts and two-factor login, one tab each.
 */
export const SecurityCenterPage = () => {
  const { t } = useTranslation(member.namespace);
  const profile = useProfile();
  const [section, setSection] = useState<Section>('profile');
  return (
    <QueryView
      query={profile}
      loadingLabel={t('common.loading')}
      errorMessage={t('common.loadError')}
      retryLabel={t('common.retry')}
    >
      {(data) => (
        <Tabs
          label={t('security.sections.label')}
          items={SECTIONS.map((id) => ({ id, label: t(`security.sections.${id}`) }))}
          value={section}
          onChange={setSection}
        >
          {/* Every section stays mounted (hidden when not chosen): switching keeps what was typed. */}
          <div className={layout.page} hidden={section !== 'profile'}>
            <AvatarChooser />
            <ProfileForm profile={data} />
            <ContactBinding profile={data} channel="sms" />
            <ContactBinding profile={data} channel="email" />
          </div>
          <div className={layout.page} hidden={section !== 'passwords'}>
            <LoginPasswordForm />
            <WithdrawalPasswordForm isSet={data.withdrawalPasswordSet} />
          </div>
          <div className={layout.page} hidden={section !== 'accounts'}>
            <PayoutAccounts realName={data.realName} />
          </div>
          <div className={layout.page} hidden={section !== 'twoFactor'}>
            <TwoFactorPanel enabled={data.twoFactorEnabled} />
          </div>
        </Tabs>
      )}
    </QueryView>
  );
};

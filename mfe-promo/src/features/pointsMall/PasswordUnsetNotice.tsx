import { useTranslation } from 'react-i18next';
import { Alert, Button } from 'shared-ui';
import { useRemote } from 'shared-ui/kit';

/** Tells a member without a withdrawal password to set one, with a way to the security page. */
export const PasswordUnsetNotice = () => {
  const { t } = useTranslation('promo');
  const { host } = useRemote();
  return (
    <Alert tone="info">
      <span>{t('points.refused.passwordUnset')}</span>{' '}
      <Button
        variant="ghost"
        size="sm"
        onClick={() => host.bus.publish({ type: 'OpenMemberCentre', page: 'securityCenter' })}
      >
        {t('points.setPassword')}
      </Button>
    </Alert>
  );
};

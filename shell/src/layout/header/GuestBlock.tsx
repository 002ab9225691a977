import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';

import { useAuthSettingOnServer } from '../../api/authSetting';
import { useWhitelabel } from '../../api/whitelabel';
import { useHost } from '../../host/hostContext';
import { useWarmWhenIdle, warmOnIntent } from '../../remotes/warmRemote';
import {
  EARLY_DIALOG_ATTRIBUTE,
  EARLY_LOGIN_TEMPLATE_ID,
} from '../../ssr/earlyLogin/earlyLoginIds';
import { guestActionsFor } from './guestActions';
import styles from './Header.module.css';

/** Login, and register and free demo when the brand allows them; the auth area answers. */
export const GuestBlock = () => {
  const { t } = useTranslation();
  const { bus } = useHost();
  const { data: brand } = useWhitelabel();
  const actions = guestActionsFor(brand);
  // The login dialogs download once the page is idle, or at the first touch of "Log in".
  useWarmWhenIdle('mfe-auth', 'AuthModals');
  useAuthSettingOnServer();
  return (
    <div className={styles.actions}>
      {actions.freeDemo ? (
        <Button
          variant="ghost"
          size="sm"
          className={styles.wideDemo}
          onClick={() => bus.publish({ type: 'StartFreePlay' })}
        >
          {t('header.freeDemo')}
        </Button>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        {...warmOnIntent('mfe-auth', 'AuthModals')}
        // Before the application runs, the boot script shows the page's early login dialog.
        {...{ [EARLY_DIALOG_ATTRIBUTE]: EARLY_LOGIN_TEMPLATE_ID }}
        onClick={() => bus.publish({ type: 'OpenLogin' })}
      >
        {t('header.login')}
      </Button>
      {actions.register ? (
        <Button size="sm" onClick={() => bus.publish({ type: 'OpenRegister' })}>
          {t('header.register')}
        </Button>
      ) : null}
    </div>
  );
};

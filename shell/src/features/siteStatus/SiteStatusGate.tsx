import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from 'shared-ui';

import { useSiteStatus } from '../../api/siteStatus';
import { lazyComponent } from '../../app/lazyComponent';
import { LazyBlock } from '../../layout/LazyBlock';
import styles from './StatusPage.module.css';

const MaintenancePage = lazyComponent(() =>
  import(/* webpackChunkName: "site-status" */ './MaintenancePage').then((m) => m.MaintenancePage),
);
const IpRestrictionPage = lazyComponent(() =>
  import(/* webpackChunkName: "site-status" */ './IpRestrictionPage').then(
    (m) => m.IpRestrictionPage,
  ),
);

/** Props of {@link SiteStatusGate}. */
export interface SiteStatusGateProps {
  children: ReactNode;
}

/**
 * Shows the maintenance page (status 1) or the IP restriction page (status 2) instead of the
 * whole site. When the status cannot be read, the site opens normally: an unknown status must
 * not lock every visitor out.
 */
export const SiteStatusGate = ({ children }: SiteStatusGateProps) => {
  const { t } = useTranslation();
  const status = useSiteStatus();
  if (status.isPending) {
    return (
      <div className={styles.page}>
        <LoadingState label={t('app.checkingStatus')} />
      </div>
    );
  }
  if (status.data?.status === 1) {
    return (
      <LazyBlock loadingLabel={t('app.loadingPage')}>
        <MaintenancePage contactUrl={status.data.contactUrl} />
      </LazyBlock>
    );
  }
  if (status.data?.status === 2) {
    return (
      <LazyBlock loadingLabel={t('app.loadingPage')}>
        <IpRestrictionPage location={status.data.location} />
      </LazyBlock>
    );
  }
  return <>{children}</>;
};

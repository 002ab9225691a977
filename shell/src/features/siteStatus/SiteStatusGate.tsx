import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LoadingState, useChannelValue } from 'shared-ui';

import { bannersQuery } from '../../api/banners';
import { usePlatformClient } from '../../api/PlatformClientProvider';
import { useSiteStatus } from '../../api/siteStatus';
import { useHost } from '../../host/hostContext';
import { LazyBlock } from '../../layout/LazyBlock';
import { lazyComponent } from '../../lib/lazyComponent';
import { bannerGroupFor } from '../../routing/routes';
import styles from './StatusPage.module.css';

const MaintenancePage = lazyComponent(() =>
  import(/* webpackChunkName: "site-status" */ './MaintenancePage').then((m) => m.MaintenancePage),
);
const IpRestrictionPage = lazyComponent(() =>
  import(/* webpackChunkName: "site-status" */ './IpRestrictionPage').then(
    (m) => m.IpRestrictionPage,
  ),
);

/**
 * Asks for the page's banners while the status is checked, so the first banner (usually the
 * largest paint) does not wait for the status answer before its own request starts.
 */
const usePrefetchBanners = () => {
  const queryClient = useQueryClient();
  const client = usePlatformClient();
  const language = useChannelValue(useHost().bus.language);
  const group = bannerGroupFor(useLocation().pathname);
  useEffect(() => {
    if (group) void queryClient.prefetchQuery(bannersQuery(client, group, language));
  }, [queryClient, client, group, language]);
};

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
  usePrefetchBanners();
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

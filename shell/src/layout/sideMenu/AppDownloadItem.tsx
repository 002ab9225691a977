import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import { useHost } from '../../host/hostContext';
import { lazyComponent } from '../../lib/lazyComponent';
import { BlockErrorBoundary } from '../BlockErrorBoundary';
import { useDropdown } from '../useDropdown';
import { MenuButton } from './MenuEntry';
import styles from './SideMenu.module.css';

const AppDownloadQrCodes = lazyComponent(() =>
  import(/* webpackChunkName: "side-menu-qr" */ './AppDownloadQrCodes').then(
    (module) => module.AppDownloadQrCodes,
  ),
);

/** App download: QR codes for scanning from a computer, and the installation guide modal. */
export const AppDownloadItem = () => {
  const { t } = useTranslation();
  const { bus } = useHost();
  const dropdown = useDropdown();
  return (
    <li className={styles.item} {...dropdown.containerProps}>
      <MenuButton
        icon="phone"
        label={t('sideMenu.appDownload')}
        expandable
        {...dropdown.buttonProps}
      />
      <div {...dropdown.panelProps} className={styles.submenu}>
        {dropdown.open ? (
          // The codes are a convenience; without them the guide below still works.
          <BlockErrorBoundary fallback={() => null}>
            <Suspense fallback={<div className={styles.qrPlaceholder} />}>
              <AppDownloadQrCodes />
            </Suspense>
          </BlockErrorBoundary>
        ) : null}
        <button
          type="button"
          className={styles.subentry}
          onClick={() => bus.publish({ type: 'OpenDownload' })}
        >
          {t('sideMenu.downloadGuide')}
        </button>
      </div>
    </li>
  );
};

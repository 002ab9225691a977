import { useTranslation } from 'react-i18next';
import { SIDE_MENU_QR_SIZE } from 'shared-contracts';
import { QrCode } from 'shared-ui/qr-code';

import { findResource, useResources } from '../../api/resources';
import styles from './SideMenu.module.css';

/**
 * QR codes for the Android app and the iOS configuration profile, each only when the brand
 * has the resource. Its own chunk: the QR encoder loads only when the submenu opens.
 */
export const AppDownloadQrCodes = () => {
  const { t } = useTranslation();
  const { data: resources } = useResources();
  const codes = [
    {
      resource: findResource(resources, 'Android'),
      label: t('download.android.qr'),
      name: t('download.android.tab'),
    },
    {
      resource: findResource(resources, 'MOBILECONFIG'),
      label: t('download.ios.qr'),
      name: t('download.ios.tab'),
    },
  ].filter((code) => code.resource);
  if (codes.length === 0) return null;
  return (
    <div className={styles.qrCodes}>
      {codes.map(({ resource, label, name }) => (
        <figure key={name} className={styles.qr}>
          <QrCode
            value={resource?.qrCodeUrl ?? resource?.url ?? ''}
            label={label}
            size={SIDE_MENU_QR_SIZE}
            margin={8}
          />
          <figcaption>{name}</figcaption>
        </figure>
      ))}
    </div>
  );
};

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Resource } from 'shared-contracts';
import { EmptyState, formLayout, Tabs, useHydrated } from 'shared-ui';
import { QrCode } from 'shared-ui/qr-code';

import { findResource, useResources } from '../../api/resources';
import { QueryView } from '../../layout/QueryView';
import styles from './DownloadGuide.module.css';

type Device = 'android' | 'ios';

const STEPS = ['step1', 'step2', 'step3', 'step4'] as const;

const DevicePanel = ({ device, resource }: { device: Device; resource: Resource | undefined }) => {
  const { t } = useTranslation();
  return (
    <div className={styles.panel}>
      <div className={styles.code}>
        {resource ? (
          <>
            <QrCode value={resource.qrCodeUrl ?? resource.url} label={t(`download.${device}.qr`)} />
            <p className={formLayout.muted}>{t('download.scan')}</p>
            <a className={styles.link} href={resource.url} rel="noopener noreferrer">
              {t(`download.${device}.link`)}
            </a>
          </>
        ) : (
          <EmptyState title={t(`download.${device}.unavailable`)} />
        )}
      </div>
      <div>
        <h3 className={styles.stepsTitle}>{t('download.steps')}</h3>
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step}>{t(`download.${device}.${step}`)}</li>
          ))}
        </ol>
        {device === 'ios' ? <p className={styles.note}>{t('download.ios.note17')}</p> : null}
      </div>
    </div>
  );
};

/**
 * Android and iOS tabs with four steps each and a QR code for the Android app and the iOS
 * configuration profile when the brand has those resources.
 */
export const DownloadGuide = () => {
  const { t } = useTranslation();
  const resources = useResources();
  // The visitor's device picks the first tab once the browser runs (the server cannot know it).
  const hydrated = useHydrated();
  const [chosen, setDevice] = useState<Device | null>(null);
  const device: Device =
    chosen ??
    (hydrated && /iPad|iPhone|iPod|Macintosh/.test(navigator.userAgent) ? 'ios' : 'android');
  return (
    <QueryView
      query={resources}
      loadingLabel={t('download.loading')}
      errorMessage={t('download.error')}
    >
      {(list) => (
        <Tabs
          label={t('download.devices')}
          value={device}
          onChange={setDevice}
          items={[
            { id: 'android', label: t('download.android.tab') },
            { id: 'ios', label: t('download.ios.tab') },
          ]}
        >
          <DevicePanel
            device={device}
            resource={findResource(list, device === 'android' ? 'Android' : 'MOBILECONFIG')}
          />
        </Tabs>
      )}
    </QueryView>
  );
};

import { useTranslation } from 'react-i18next';

import styles from './FastestDomainOffer.module.css';
import { useFastestDomain } from './useDomainProbe';

/**
 * Beside SPEC's "network link abnormal, retry": the fastest healthy domain of the brand, as a
 * link to the same page there. Nothing when none was measured healthy. The player chooses;
 * the site never switches on its own.
 */
export const FastestDomainOffer = () => {
  const { t } = useTranslation('shell');
  const fastest = useFastestDomain();
  if (!fastest) return null;
  // Read at render, not from the router: slots may fail outside one. Measures exist only in a
  // browser, so this never runs on the server.
  const { pathname, search, hash } = window.location;
  const host = new URL(fastest.origin).host;
  const link = (
    <a className={styles.link} href={`${fastest.origin}${pathname}${search}${hash}`}>
      {t('domains.switch', { domain: host })}
    </a>
  );
  return (
    <p className={styles.offer}>
      {t('domains.offer')} {link}
    </p>
  );
};

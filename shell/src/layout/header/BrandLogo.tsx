import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Whitelabel } from 'shared-contracts';

import { useAssetUrl } from '../../api/assetUrl';
import { useTheme } from '../../state/useTheme';
import styles from './BrandLogo.module.css';

/** Props of {@link BrandLogo}. */
export interface BrandLogoProps {
  brand: Whitelabel;
  /**
   * Narrow phones (under 400 px) leave the logo out: the page has a side menu whose drawer
   * starts with Home, and the header needs the room for a member's balance and account. A
   * guest's two buttons leave room for the mark.
   */
  hideOnNarrow?: boolean;
}

/**
 * The brand's logo, a link home on every page with a header. Phones show the mark alone (the
 * favicon's picture) so the account buttons keep their room; without one, the full logo.
 */
export const BrandLogo = ({ brand, hideOnNarrow = false }: BrandLogoProps) => {
  const { t } = useTranslation();
  const { theme } = useTheme();
  const toAsset = useAssetUrl();
  const mark = brand.favicon?.svg;
  return (
    <Link
      to="/"
      className={hideOnNarrow ? `${styles.logo} ${styles.hideOnNarrow}` : styles.logo}
      aria-label={t('header.home', { brand: brand.brandName })}
    >
      <img
        className={mark ? styles.full : undefined}
        src={toAsset(brand.logo[theme])}
        alt=""
        width={141}
        height={36}
      />
      {mark ? (
        <img className={styles.mark} src={toAsset(mark)} alt="" width={36} height={36} />
      ) : null}
    </Link>
  );
};

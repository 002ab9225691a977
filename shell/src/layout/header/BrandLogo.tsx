import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Whitelabel } from 'shared-contracts';

import { useAssetUrl } from '../../api/assetUrl';
import { useTheme } from '../../state/useTheme';
import styles from './Header.module.css';

/** Props of {@link BrandLogo}. */
export interface BrandLogoProps {
  brand: Whitelabel;
  /**
   * Where narrow phones leave the logo out, on a page with a side menu (its drawer starts with
   * Home): under 400 px when the header needs the room for a member's balance and account,
   * under 360 px when it holds a guest's two buttons.
   */
  hideOnNarrow?: 'under400' | 'under360';
}

/**
 * The brand's logo, a link home on every page with a header. Phones show the mark alone (the
 * favicon's picture) so the account buttons keep their room; without one, the full logo.
 */
export const BrandLogo = ({ brand, hideOnNarrow }: BrandLogoProps) => {
  const { t } = useTranslation();
  const { theme } = useTheme();
  const toAsset = useAssetUrl();
  const mark = brand.favicon?.svg;
  return (
    <Link
      to="/"
      className={hideOnNarrow ? `${styles.logo} ${styles[hideOnNarrow]}` : styles.logo}
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

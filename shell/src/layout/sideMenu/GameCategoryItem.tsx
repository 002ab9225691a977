import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';

import { useAssetUrl } from '../../api/assetUrl';
import { useDropdown } from '../useDropdown';
import type { GameMenuItem } from './gameMenu';
import { vendorLink } from './gameMenu';
import { MenuButton } from './MenuEntry';
import styles from './SideMenu.module.css';

/** Props of {@link GameCategoryItem}. */
export interface GameCategoryItemProps {
  item: GameMenuItem;
}

/** A game category that expands to its 'all' entry and one link per vendor. */
export const GameCategoryItem = ({ item }: GameCategoryItemProps) => {
  const { t } = useTranslation();
  const toAsset = useAssetUrl();
  const { pathname } = useLocation();
  const dropdown = useDropdown();
  const label = t(`categories.${item.category}`);
  return (
    <li className={styles.item} {...dropdown.containerProps}>
      <MenuButton
        icon={item.category}
        label={label}
        expandable
        current={pathname === item.route}
        {...dropdown.buttonProps}
      />
      <ul
        {...dropdown.panelProps}
        className={styles.submenu}
        aria-label={t('sideMenu.vendorsOf', { category: label })}
      >
        {/* A closed panel renders nothing: eight categories of vendor links are hundreds of
            elements the first paint does not need. */}
        {dropdown.open ? (
          <>
            <li>
              <Link className={styles.subentry} to={item.route}>
                {t('sideMenu.allGames', { category: label })}
              </Link>
            </li>
            {item.vendors.map((vendor) => (
              <li key={vendor.vassalage}>
                <Link className={styles.subentry} to={vendorLink(item.route, vendor.vassalage)}>
                  <img
                    className={styles.vendorIcon}
                    src={toAsset(vendor.smallIcon)}
                    alt=""
                    width={24}
                    height={24}
                    loading="lazy"
                  />
                  <span>{vendor.name}</span>
                </Link>
              </li>
            ))}
          </>
        ) : null}
      </ul>
    </li>
  );
};

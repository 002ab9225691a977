import { useTranslation } from 'react-i18next';
import type { ResourceType } from 'shared-contracts';

import { findResource, useResources } from '../../api/resources';
import { Icon } from '../icons/Icon';
import styles from './SideMenu.module.css';

/** Social accounts the side menu links to, each only when the brand has the resource. */
export const SIDE_MENU_SOCIAL_TYPES = [
  'FACEBOOK',
  'INSTAGRAM',
  'TELEGRAM',
] as const satisfies readonly ResourceType[];

/** Links to the brand's Facebook, Instagram and Telegram accounts. */
export const SocialItems = () => {
  const { t } = useTranslation();
  const { data: resources } = useResources();
  return (
    <>
      {SIDE_MENU_SOCIAL_TYPES.map((type) => {
        const resource = findResource(resources, type);
        if (!resource) return null;
        const label = t(`social.${type}`);
        return (
          <li key={type} className={styles.item}>
            <a
              className={styles.entry}
              href={resource.url}
              target="_blank"
              rel="noopener noreferrer"
              title={label}
            >
              <Icon name={type} className={styles.icon} />
              <span className={styles.label}>
                {label}
                <span className="visually-hidden"> ({t('common.newTab')})</span>
              </span>
            </a>
          </li>
        );
      })}
    </>
  );
};

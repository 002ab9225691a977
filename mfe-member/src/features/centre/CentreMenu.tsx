import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { MemberCentrePage } from 'shared-contracts';

import { member } from '../../remote';
import styles from './CentreMenu.module.css';
import type { CentrePage } from './centrePages';
import { CENTRE_PARAM } from './useCentrePage';

export interface CentreMenuProps {
  pages: readonly CentrePage[];
  current: MemberCentrePage;
  /** Counts shown beside a page (the missions badge), shown only above 0. */
  badges?: Partial<Record<MemberCentrePage, number>>;
}

/** The centre's side menu: one link per page, the open one marked as current. */
export const CentreMenu = ({ pages, current, badges = {} }: CentreMenuProps) => {
  const { t } = useTranslation(member.namespace);
  const { search } = useLocation();
  const currentLink = useRef<HTMLAnchorElement>(null);
  // Once, when the centre opens: focus starts on the open page's item (after the dialog put it
  // on its first item), scrolled into view on the phones' strip of tabs.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      currentLink.current?.focus({ preventScroll: true });
      currentLink.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  const linkTo = (id: MemberCentrePage) => {
    const params = new URLSearchParams(search);
    params.set(CENTRE_PARAM, id);
    return { search: `?${params.toString()}` };
  };
  return (
    <nav aria-label={t('centre.menu')} className={styles.menu}>
      <ul className={styles.list}>
        {pages.map(({ id }) => {
          const badge = badges[id] ?? 0;
          return (
            <li key={id}>
              <Link
                to={linkTo(id)}
                ref={id === current ? currentLink : undefined}
                className={styles.link}
                aria-current={id === current ? 'page' : undefined}
              >
                <span>{t(`centre.pages.${id}`)}</span>
                {badge > 0 ? (
                  <span className={styles.badge} aria-label={t('centre.badge', { count: badge })}>
                    {badge > 99 ? '99+' : badge}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
};

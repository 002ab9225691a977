import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { AgentPage } from 'shared-contracts';

import { agent } from '../../remote';
import styles from './CentreMenu.module.css';
import { CENTRE_PARAM } from './useCentrePage';

export interface CentreMenuProps {
  /** The pages the agent's contracts open, in SPEC order. */
  pages: readonly AgentPage[];
  current: AgentPage;
  onSelect: (page: AgentPage) => void;
}

/**
 * The centre's menu: a side list of links on wide screens, a select on phones (twelve pages do
 * not fit a strip of tabs at 360 px). Both name the page in the URL.
 */
export const CentreMenu = ({ pages, current, onSelect }: CentreMenuProps) => {
  const { t } = useTranslation(agent.namespace);
  const { search } = useLocation();
  const selectId = useId();
  const currentLink = useRef<HTMLAnchorElement>(null);
  // Once, when the centre opens: focus starts on the open page's item.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      currentLink.current?.focus({ preventScroll: true });
      currentLink.current?.scrollIntoView?.({ block: 'nearest' });
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  const linkTo = (page: AgentPage) => {
    const params = new URLSearchParams(search);
    params.set(CENTRE_PARAM, page);
    return { search: `?${params.toString()}` };
  };
  return (
    <nav aria-label={t('centre.menu')} className={styles.menu}>
      <ul className={styles.list}>
        {pages.map((page) => (
          <li key={page}>
            <Link
              to={linkTo(page)}
              ref={page === current ? currentLink : undefined}
              className={styles.link}
              aria-current={page === current ? 'page' : undefined}
            >
              {t(`centre.pages.${page}`)}
            </Link>
          </li>
        ))}
      </ul>
      <div className={styles.phone}>
        <label htmlFor={selectId} className={styles.phoneLabel}>
          {t('centre.menuSelect')}
        </label>
        <select
          id={selectId}
          className={styles.select}
          value={current}
          onChange={(event) => onSelect(event.target.value as AgentPage)}
        >
          {pages.map((page) => (
            <option key={page} value={page}>
              {t(`centre.pages.${page}`)}
            </option>
          ))}
        </select>
      </div>
    </nav>
  );
};

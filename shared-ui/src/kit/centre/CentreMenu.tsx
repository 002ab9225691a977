import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { cx } from '../../components/cx';
import styles from './Centre.module.css';

export interface CentreMenuProps<P extends string> {
  /** Accessible name of the menu. */
  label: string;
  /** The query parameter that names the open page (that of {@link useQueryParamPage}). */
  param: string;
  /** The pages listed, in order. */
  pages: readonly P[];
  current: P;
  /** What a page's link shows: its name, a badge beside it. */
  renderLink: (page: P) => ReactNode;
  /**
   * Shown on phones instead of the list (a select, say). Without it the list becomes a strip
   * of tabs above the page that scrolls sideways.
   */
  phoneMenu?: ReactNode;
}

/**
 * A centre's menu: one link per page that names it in the URL (the rest of the URL stays), the
 * open one marked as current. Focus starts on the open page's link when the centre opens.
 */
export const CentreMenu = <P extends string>({
  label,
  param,
  pages,
  current,
  renderLink,
  phoneMenu,
}: CentreMenuProps<P>) => {
  const { search } = useLocation();
  const currentLink = useRef<HTMLAnchorElement>(null);
  // Once, when the centre opens (after the dialog put focus on its first item), scrolled into
  // view on a phone's strip of tabs.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      currentLink.current?.focus({ preventScroll: true });
      currentLink.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  const linkTo = (page: P) => {
    const params = new URLSearchParams(search);
    params.set(param, page);
    return { search: `?${params.toString()}` };
  };
  return (
    <nav
      aria-label={label}
      className={cx(styles.menu, phoneMenu ? styles.withPhoneMenu : styles.tabs)}
    >
      <ul className={styles.list}>
        {pages.map((page) => (
          <li key={page}>
            <Link
              to={linkTo(page)}
              ref={page === current ? currentLink : undefined}
              className={styles.link}
              aria-current={page === current ? 'page' : undefined}
            >
              {renderLink(page)}
            </Link>
          </li>
        ))}
      </ul>
      {phoneMenu ? <div className={styles.phoneMenu}>{phoneMenu}</div> : null}
    </nav>
  );
};

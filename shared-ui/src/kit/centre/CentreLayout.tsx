import { type ReactNode, Suspense, useId } from 'react';

import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import styles from './Centre.module.css';
import { PageBoundary } from './PageBoundary';

export interface CentreLayoutProps {
  /** The menu column, usually a {@link CentreMenu}. */
  menu: ReactNode;
  /** The open page's id: another page starts afresh (no failure carried over). */
  page: string;
  /** The open page's name, shown as its heading. */
  title: ReactNode;
  /** Read while the page's screen downloads. */
  loadingLabel: string;
  /** Shown when the page fails to download or render. */
  failedMessage: string;
  retryLabel: string;
  /** The page's screen (lazily loaded screens suspend here). */
  children: ReactNode;
}

/**
 * A centre's menu beside its open page (above it on phones). The page has its heading, and a
 * page that fails stays inside the centre with a retry while the menu and the close button stay.
 */
export const CentreLayout = ({
  menu,
  page,
  title,
  loadingLabel,
  failedMessage,
  retryLabel,
  children,
}: CentreLayoutProps) => {
  const titleId = useId();
  return (
    <div className={styles.layout}>
      {menu}
      {/* It scrolls on its own: keyboard users reach it even when the page has no control
        (axe scrollable-region-focusable), and it is named by the page's heading. */}
      <section className={styles.page} tabIndex={0} aria-labelledby={titleId}>
        <h3 id={titleId} className={styles.pageTitle}>
          {title}
        </h3>
        <PageBoundary
          key={page}
          fallback={(retry) => (
            <ErrorState message={failedMessage} retryLabel={retryLabel} onRetry={retry} />
          )}
        >
          <Suspense fallback={<LoadingState label={loadingLabel} />}>{children}</Suspense>
        </PageBoundary>
      </section>
    </div>
  );
};

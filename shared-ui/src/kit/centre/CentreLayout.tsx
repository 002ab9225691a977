import { type ReactNode, Suspense } from 'react';

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
}: CentreLayoutProps) => (
  <div className={styles.layout}>
    {menu}
    <div className={styles.page}>
      <h3 className={styles.pageTitle}>{title}</h3>
      <PageBoundary
        key={page}
        fallback={(retry) => (
          <ErrorState message={failedMessage} retryLabel={retryLabel} onRetry={retry} />
        )}
      >
        <Suspense fallback={<LoadingState label={loadingLabel} />}>{children}</Suspense>
      </PageBoundary>
    </div>
  </div>
);

import { cx } from './cx';
import styles from './Pagination.module.css';
import { paginationItems } from './paginationItems';

/** Words of the pager, given by the caller so shared-ui stays language-neutral. */
export interface PaginationLabels {
  /** Accessible name of the navigation landmark, e.g. "Pagination". */
  nav: string;
  previous: string;
  next: string;
  /** Accessible name of a page button, e.g. (3) => "Page 3". */
  page: (page: number) => string;
}

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  labels: PaginationLabels;
  /** Pages around the current one (SPEC: 3). */
  range?: number;
  /** Pages always shown at each end (SPEC: 1). */
  margin?: number;
  className?: string;
}

/** A pager with previous/next, margin pages, a range around the current page and ellipses. */
export const Pagination = ({
  page,
  totalPages,
  onChange,
  labels,
  range,
  margin,
  className,
}: PaginationProps) => {
  if (totalPages <= 1) return null;
  const items = paginationItems(page, totalPages, range, margin);
  const go = (target: number) => {
    if (target >= 1 && target <= totalPages && target !== page) onChange(target);
  };
  return (
    <nav aria-label={labels.nav} className={cx(styles.pagination, className)}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.step}
            aria-label={labels.previous}
            disabled={page <= 1}
            onClick={() => go(page - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={cx(styles.page, item === page && styles.current)}
                aria-label={labels.page(item)}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.step}
            aria-label={labels.next}
            disabled={page >= totalPages}
            onClick={() => go(page + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
};

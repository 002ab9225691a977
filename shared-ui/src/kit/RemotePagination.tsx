import { useTranslation } from 'react-i18next';

import { Pagination } from '../components/Pagination';
import { useRemote } from './RemoteContext';

/** The keys of a pager's words in the remote's language files (its namespace). */
export interface PaginationWordKeys {
  /** The pager's accessible name ("Pages"), for a list that gives none of its own. */
  nav?: string;
  previous: string;
  next: string;
  /** A page button's name, given `page` and `pages` ("Page {{page}}", "Page 2 of 5"). */
  page: string;
}

/** A pager of one list: where it is, and the remote's words. */
export interface RemotePaginationProps {
  /** Current page, 1-based. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** The remote's words for every pager it shows. */
  words: PaginationWordKeys;
  /** The pager's accessible name ("Message pages"); the `nav` word without it. */
  label?: string;
  /** A page button's name, where the list names its pages otherwise than the `page` word. */
  pageLabel?: (page: number, totalPages: number) => string;
}

/**
 * shared-ui's `Pagination` in the remote's language: the words are the remote's own keys, read
 * in its namespace, so each remote names them once. Nothing for a single page.
 */
export const RemotePagination = ({
  words,
  label,
  pageLabel,
  page,
  totalPages,
  onChange,
}: RemotePaginationProps) => {
  const { t } = useTranslation(useRemote().namespace);
  return (
    <Pagination
      page={page}
      totalPages={totalPages}
      onChange={onChange}
      labels={{
        nav: label ?? (words.nav ? t(words.nav) : ''),
        previous: t(words.previous),
        next: t(words.next),
        page: (n) =>
          pageLabel ? pageLabel(n, totalPages) : t(words.page, { page: n, pages: totalPages }),
      }}
    />
  );
};

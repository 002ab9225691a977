import { MESSAGE_CATEGORIES, type MessageCategory } from 'shared-contracts';

/** The inbox's state in the address: category tab, unread only, page and the open message. */
export interface MessageFilters {
  category?: MessageCategory;
  unreadOnly: boolean;
  pageNo: number;
  /** The open message; on a phone the reader replaces the list while one is open. */
  open?: string;
}

const PARAMS = { category: 'msgCat', unread: 'msgUnread', page: 'msgPage', open: 'msg' };

const isCategory = (value: string | null): value is MessageCategory =>
  (MESSAGE_CATEGORIES as readonly (string | null)[]).includes(value);

/** Reads the inbox's state; anything malformed falls back to the default. */
export const readMessageFilters = (params: URLSearchParams): MessageFilters => {
  const category = params.get(PARAMS.category);
  const pageNo = Number(params.get(PARAMS.page));
  const open = params.get(PARAMS.open);
  return {
    category: isCategory(category) ? category : undefined,
    unreadOnly: params.get(PARAMS.unread) === '1',
    pageNo: Number.isInteger(pageNo) && pageNo >= 1 ? pageNo : 1,
    open: open && /^[A-Za-z0-9_.-]{1,64}$/.test(open) ? open : undefined,
  };
};

/** Writes the inbox's state over `previous`, leaving the other parameters (the `mc` page) be. */
export const writeMessageFilters = (
  previous: URLSearchParams,
  filters: MessageFilters,
): URLSearchParams => {
  const next = new URLSearchParams(previous);
  const put = (name: string, value: string | undefined) =>
    value ? next.set(name, value) : next.delete(name);
  put(PARAMS.category, filters.category);
  put(PARAMS.unread, filters.unreadOnly ? '1' : undefined);
  put(PARAMS.page, filters.pageNo > 1 ? String(filters.pageNo) : undefined);
  put(PARAMS.open, filters.open);
  return next;
};

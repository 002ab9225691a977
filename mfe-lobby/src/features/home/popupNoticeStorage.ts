import { SITE_SESSION_KEY_PREFIX } from 'shared-contracts';

/**
 * Where the popup announcements (PU) remember the visitor's choices: the ones closed in this
 * browser session (sessionStorage: a visit sees them once, not again after a logout or a trip
 * back home), and the day the visitor asked not to see them again (localStorage, local date).
 */
export const CLOSED_POPUPS_KEY = `${SITE_SESSION_KEY_PREFIX}closedPopupNotices`;
export const POPUPS_HIDDEN_ON_KEY = 'lobby.popupNoticesHiddenOn';
const MAX_REMEMBERED = 50;

/** The visitor's local date, `YYYY-MM-DD`. */
export const localDay = (at = new Date()): string =>
  `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;

const storage = (kind: 'local' | 'session'): Storage | null => {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
};

/** Ids of the popup announcements closed in this browser session. */
export const readClosedPopups = (): string[] => {
  try {
    const parsed: unknown = JSON.parse(storage('session')?.getItem(CLOSED_POPUPS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
};

/** True when the visitor chose "don't show again today" today. */
export const popupsHiddenToday = (): boolean =>
  storage('local')?.getItem(POPUPS_HIDDEN_ON_KEY) === localDay();

/** Remembers the closed popups for the session, and the day when asked to hide them. */
export const rememberClosedPopups = (ids: readonly string[], hideToday: boolean): void => {
  try {
    const closed = [...new Set([...readClosedPopups(), ...ids])].slice(-MAX_REMEMBERED);
    storage('session')?.setItem(CLOSED_POPUPS_KEY, JSON.stringify(closed));
    if (hideToday) storage('local')?.setItem(POPUPS_HIDDEN_ON_KEY, localDay());
  } catch {
    // Storage disabled: the popup shows again next visit, which is the safe side.
  }
};

/** localStorage key of the popup announcements this browser has already shown. */
export const SEEN_POPUPS_KEY = 'lobby.seenPopupNotices';
const MAX_REMEMBERED = 50;

/** Ids of the popup announcements already shown in this browser. */
export const readSeenPopups = (): string[] => {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(SEEN_POPUPS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
};

/** Remembers shown popups, once per browser (SPEC: popup on first visit). */
export const rememberSeenPopups = (ids: readonly string[]): void => {
  try {
    const seen = [...new Set([...readSeenPopups(), ...ids])].slice(-MAX_REMEMBERED);
    window.localStorage.setItem(SEEN_POPUPS_KEY, JSON.stringify(seen));
  } catch {
    // Storage disabled: the popup shows again next visit, which is the safe side.
  }
};

// The brand's popup announcements hidden for today, as after the visitor's "don't show again
// today" (mfe-lobby's popupNoticeStorage: local date YYYY-MM-DD). A page init script for the
// e2e suite and the benches, so their taps and screenshots meet no announcement.

/** Runs in the browser (`addInitScript`): the popup announcements stay hidden today. */
export const hidePopupAnnouncements = () => {
  const now = new Date();
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
  window.localStorage.setItem('lobby.popupNoticesHiddenOn', day);
};

import { type KeyboardEvent, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { ChatMenuItem } from '../../chat/ChatMenuItem';
import { useSideMenu } from '../../state/SideMenuState';
import { Icon } from '../icons/Icon';
import { AppDownloadItem } from './AppDownloadItem';
import { FreeDemoItem } from './FreeDemoItem';
import { GameCategoryItems } from './GameCategoryItems';
import { InviteItem } from './InviteItem';
import { LanguageItem } from './LanguageItem';
import { MenuLink } from './MenuEntry';
import styles from './SideMenu.module.css';
import { SIDE_MENU_ID } from './sideMenuId';
import { SocialItems } from './SocialItems';
import { SupportItem } from './SupportItem';
import { ThemeItem } from './ThemeItem';

/** Props of {@link SideMenu}. */
export interface SideMenuProps {
  /** The page forces the icons-only mode (/seamless, /vnlottery). */
  forceMini?: boolean;
  /** The page's layout has no side menu: only the phones' and tablets' drawer. */
  drawerOnly?: boolean;
}

/** What Escape closes first when it was pressed inside one: a dialog opened from the drawer. */
const DIALOG_SELECTOR = 'dialog, [role="dialog"], [role="alertdialog"]';

/**
 * The left menu: fixed on desktop (full or icons-only), a drawer on phones and tablets that
 * the header's menu button opens and Escape or the backdrop closes.
 */
export const SideMenu = ({ forceMini = false, drawerOnly = false }: SideMenuProps) => {
  const { t } = useTranslation();
  const { mini, toggleMini, drawerOpen, setDrawerOpen } = useSideMenu();
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    // Keyboard users land in the drawer they opened.
    if (drawerOpen) navRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [drawerOpen]);

  const closeDrawer = useCallback(() => {
    setDrawerOpen(false);
    document.querySelector<HTMLElement>(`[aria-controls="${SIDE_MENU_ID}"]`)?.focus();
  }, [setDrawerOpen]);

  useEffect(() => {
    // Escape closes the open drawer wherever the focus is (a choice made in it, the language,
    // can leave the focus on the page behind), unless a dialog opened from it is where it was
    // pressed. A disclosure inside the drawer that closes on Escape stops the event.
    if (!drawerOpen) return undefined;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      const inDialog =
        event.target instanceof Element && event.target.closest(DIALOG_SELECTOR) !== null;
      if (event.key === 'Escape' && !event.defaultPrevented && !inDialog) closeDrawer();
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [drawerOpen, closeDrawer]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!drawerOpen) return;
    // The open drawer covers the dimmed page: Tab goes round inside it, never behind it.
    if (event.key === 'Tab') {
      const focusable = [
        ...(navRef.current?.querySelectorAll<HTMLElement>('a[href], button:not([disabled])') ?? []),
        // Entries this screen hides (wide-screen or narrow-phone only) take no focus.
      ].filter(
        (element) => typeof element.checkVisibility !== 'function' || element.checkVisibility(),
      );
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  return (
    <>
      {drawerOpen ? (
        <div className={styles.backdrop} aria-hidden="true" onClick={closeDrawer} />
      ) : null}
      <nav
        ref={navRef}
        id={SIDE_MENU_ID}
        aria-label={t('sideMenu.label')}
        className={styles.menu}
        data-mini={mini || forceMini}
        data-open={drawerOpen}
        data-drawer-only={drawerOnly || undefined}
        onKeyDown={onKeyDown}
      >
        <ul className={styles.list}>
          <li>
            <MenuLink to="/index" icon="home" label={t('sideMenu.home')} />
          </li>
          {/* A guest on a narrow phone reaches the free demo at the top of the drawer. */}
          <FreeDemoItem />
          <GameCategoryItems />
          <li>
            <MenuLink to="/inhouse" icon="dice" label={t('sideMenu.inHouse')} />
          </li>
          <li>
            <MenuLink to="/promotions" icon="gift" label={t('sideMenu.promotions')} />
          </li>
          <li>
            <MenuLink to="/pointMall" icon="star" label={t('sideMenu.pointsMall')} />
          </li>
          <LanguageItem />
          <ThemeItem />
          <SupportItem />
          <ChatMenuItem />
          <AppDownloadItem />
          <SocialItems />
          <InviteItem />
        </ul>
        {forceMini || drawerOnly ? null : (
          <button
            type="button"
            className={styles.collapse}
            aria-pressed={mini}
            title={t('sideMenu.collapse')}
            onClick={toggleMini}
          >
            <Icon name={mini ? 'expand' : 'collapse'} className={styles.icon} />
            <span className={styles.label}>{t('sideMenu.collapse')}</span>
          </button>
        )}
      </nav>
    </>
  );
};

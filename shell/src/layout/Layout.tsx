import { memo, type ReactNode, startTransition, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { buttonClassName } from 'shared-ui';

import type { SiteRoute } from '../routing/routes';
import { FramePart } from '../ssr/renderPart';
import { useChrome } from '../state/ChromeState';
import { useSideMenu } from '../state/SideMenuState';
import { BannerSlot } from './banner/BannerSlot';
import { Footer } from './footer/Footer';
import { Header } from './header/Header';
import styles from './Layout.module.css';
import { CustomerServiceCommand } from './sideMenu/CustomerServiceCommand';
import { SideMenu } from './sideMenu/SideMenu';

// The document's first page starts where the browser put it (top, or the restored position on
// a reload); scrolling it anyway would force a layout in the middle of the first render.
let firstPageShown = false;

// The frame's parts render from their props and the state they read themselves. Layout's own
// state (the home state it sets right after hydration, the drawer, the mini menu) changes none
// of their props, so it must not render them again: right after hydration that re-render was
// the whole frame's work a second time on a phone's busy main thread.
const FrameSideMenu = memo(SideMenu);
const FrameHeader = memo(Header);
const FrameBanner = memo(BannerSlot);
const FrameFooter = memo(Footer);

/** Props of {@link Layout}. */
export interface LayoutProps {
  route: SiteRoute;
  children: ReactNode;
}

/** Which layout parts show, after the immersive pages' chrome rule (SPEC section 2). */
export const visibleParts = (route: SiteRoute, barsAllowed: boolean) => {
  const hideBars = Boolean(route.immersive) && !barsAllowed;
  return {
    header: route.parts.includes('header') && !hideBars,
    sideMenu: route.parts.includes('sideMenu') && !hideBars,
    banner: route.parts.includes('banner') ? route.bannerGroup : undefined,
    footer: route.parts.includes('footer'),
    forceMini: Boolean(route.immersive),
  };
};

/** The page frame: side menu, header, banner, main content and footer, as the route asks. */
export const Layout = ({ route, children }: LayoutProps) => {
  const { t } = useTranslation();
  const { barsAllowed, setBarsAllowed } = useChrome();
  const { mini, setDrawerOpen } = useSideMenu();
  const { pathname, hash } = useLocation();
  const parts = visibleParts(route, barsAllowed);

  useEffect(() => {
    // A new page starts at its top and with the phone drawer closed; anchors scroll themselves.
    setDrawerOpen(false);
    if (!firstPageShown) {
      firstPageShown = true;
      return;
    }
    if (!hash) window.scrollTo({ top: 0 });
  }, [pathname, hash, setDrawerOpen]);

  // A page with the bars sets the home state: immersive pages reached from here keep them. A
  // transition: right after hydration it re-renders the whole frame, in slices.
  const immersive = Boolean(route.immersive);
  useEffect(() => {
    if (!immersive && !barsAllowed) startTransition(() => setBarsAllowed(true));
  }, [immersive, barsAllowed, setBarsAllowed]);

  const menuMode = !parts.sideMenu ? 'none' : mini || parts.forceMini ? 'mini' : 'full';
  // A page whose layout has no side menu (/lottery, /pointMall, /game) still gives phones and
  // tablets the menu as a drawer from the header's button, so every page leads everywhere.
  const drawerOnly = parts.header && !parts.sideMenu;
  return (
    <div className={styles.frame} data-side-menu={menuMode}>
      <a className={`${buttonClassName()} ${styles.skipLink}`} href="#main-content">
        {t('app.skipToContent')}
      </a>
      {parts.sideMenu || drawerOnly ? (
        <FramePart>
          <FrameSideMenu forceMini={parts.forceMini} drawerOnly={drawerOnly} />
        </FramePart>
      ) : null}
      <CustomerServiceCommand />
      <div className={styles.column}>
        {parts.header ? (
          <FramePart>
            <FrameHeader route={route} hasSideMenu={parts.sideMenu || drawerOnly} />
          </FramePart>
        ) : null}
        {parts.banner ? (
          <FramePart>
            <FrameBanner group={parts.banner} />
          </FramePart>
        ) : null}
        <main id="main-content" tabIndex={-1} className={styles.main}>
          {children}
        </main>
        {parts.footer ? (
          <FramePart>
            <FrameFooter />
          </FramePart>
        ) : null}
      </div>
    </div>
  );
};

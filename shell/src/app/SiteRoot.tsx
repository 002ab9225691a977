import { SiteStatusGate } from '../features/siteStatus/SiteStatusGate';
import { ShellModals } from '../layout/ShellModals';
import { useSessionLifecycle } from '../session/useSessionLifecycle';
import { useBalanceSync } from '../state/useBalanceSync';
import { useLanguageSync } from '../state/useLanguageSync';
import { useThemeSync } from '../state/useThemeSync';
import { AppRoutes } from './AppRoutes';

/** Everything inside the router: cross-cutting sync, the status gate, routes and modals. */
export const SiteRoot = () => {
  useThemeSync();
  useLanguageSync();
  useSessionLifecycle();
  useBalanceSync();
  return (
    <SiteStatusGate>
      <AppRoutes />
      <ShellModals />
    </SiteStatusGate>
  );
};

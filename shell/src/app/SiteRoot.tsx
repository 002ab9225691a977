import { useLocation, useSearchParams } from 'react-router-dom';

import { useDomainProbeWhenIdle } from '../domains/useDomainProbe';
import { SiteStatusGate } from '../features/siteStatus/SiteStatusGate';
import { ShellModals } from '../layout/ShellModals';
import { LazyOverlaySlot } from '../remotes/LazyOverlaySlot';
import { IdleWarning } from '../session/IdleWarning';
import { LoginTicketPrompt } from '../session/LoginTicketPrompt';
import { RealityCheckSlot } from '../session/RealityCheckSlot';
import { SessionEndedPrompt } from '../session/SessionEndedPrompt';
import { SessionRestoringContext } from '../session/sessionRestoring';
import { useSessionLifecycle } from '../session/useSessionLifecycle';
import { useBalanceSync } from '../state/useBalanceSync';
import { useLanguageSync } from '../state/useLanguageSync';
import { useMemberLanguageRestore } from '../state/useMemberLanguage';
import { useThemeSync } from '../state/useThemeSync';
import { AppRoutes } from './AppRoutes';

/** Commands the auth area answers; its modals load when the first one is published. */
const AUTH_COMMANDS = ['OpenLogin', 'OpenRegister', 'StartFreePlay', 'RequestLogout'] as const;
/** The member and agent centres are overlays of their own remotes. */
const MEMBER_COMMANDS = ['OpenMemberCentre'] as const;
const AGENT_COMMANDS = ['OpenAgentCentre'] as const;
/** Pages of the auth area whose dialogs (success, password change...) live in its overlay. */
const AUTH_PAGES = ['/register', '/register.html', '/login'];
/** The member centre's page in the URL (`?mc=withdraw`): reload and links reopen it. */
const MEMBER_CENTRE_PARAM = 'mc';
/** The agent centre's page parameter (`?ac=teamOverview`): a link or reload opens it. */
const AGENT_CENTRE_PARAM = 'ac';
/**
 * The query parameters the frame reads (a server render keeps a guest's frame per path and
 * whether each is there, ADR 0017): the frame opens a centre's overlay when its parameter is
 * present, and the page it opens is the browser's to choose. A frame part that reads another
 * parameter, or a value, must add it here and to the frame's key.
 */
export const FRAME_QUERY_PARAMS = [MEMBER_CENTRE_PARAM, AGENT_CENTRE_PARAM] as const;

/** Everything inside the router: cross-cutting sync, the status gate, routes and modals. */
export const SiteRoot = () => {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  useThemeSync();
  useLanguageSync();
  useMemberLanguageRestore();
  useDomainProbeWhenIdle();
  const { endings, restoring } = useSessionLifecycle();
  useBalanceSync();
  return (
    <SessionRestoringContext.Provider value={restoring}>
      <SiteStatusGate>
        <AppRoutes />
        <ShellModals />
        <LazyOverlaySlot
          remote="mfe-auth"
          module="AuthModals"
          commands={AUTH_COMMANDS}
          eager={AUTH_PAGES.includes(pathname) && 'silent'}
        />
        <LazyOverlaySlot
          remote="mfe-member"
          module="MemberCentre"
          commands={MEMBER_COMMANDS}
          eager={params.has(MEMBER_CENTRE_PARAM) && 'visible'}
        />
        <LazyOverlaySlot
          remote="mfe-agent"
          module="AgentCentre"
          commands={AGENT_COMMANDS}
          eager={params.has(AGENT_CENTRE_PARAM) && 'visible'}
        />
        <SessionEndedPrompt endings={endings} />
        {/* After the auth overlay's slot for the same reason: their commands find it listening. */}
        <LoginTicketPrompt />
        <IdleWarning />
        <RealityCheckSlot />
      </SiteStatusGate>
    </SessionRestoringContext.Provider>
  );
};

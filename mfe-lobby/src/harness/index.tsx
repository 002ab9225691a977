// Standalone harness: runs this remote's pages without the shell, with a fake host context
// (`pnpm --filter mfe-lobby dev`). "Sign in" uses a token pasted into sessionStorage.
import { createPlatformClient, LOBBY_PATHS, memberInfoEndpoint } from 'shared-contracts';
import { createHarnessHost, startHarness } from 'shared-ui/harness';

import GameFramePage from '../exposes/GameFramePage';
import HomePage from '../exposes/HomePage';
import InHousePage from '../exposes/InHousePage';
import LobbyPage from '../exposes/LobbyPage';
import SeamlessPage from '../exposes/SeamlessPage';
import { lobby } from '../remote';

const host = createHarnessHost(lobby.registerI18n);

/** Signs the harness in with the stored token, as the shell would after its login modal. */
const logIn = async () => {
  const client = createPlatformClient({
    baseUrl: host.config.apiBaseUrl,
    getToken: () => host.getToken(),
  });
  host.bus.session.set({ status: 'member', member: await client.call(memberInfoEndpoint, {}) });
};
host.bus.on('OpenLogin').subscribe(() => void logIn().catch(() => undefined));

startHarness({
  title: 'mfe-lobby',
  host,
  pages: [
    { path: '/index', label: 'Home', Module: HomePage },
    ...LOBBY_PATHS.map((path) => ({
      path,
      label: path.slice(1),
      Module: LobbyPage,
    })),
    { path: '/inhouse', label: 'In-house', Module: InHousePage },
    { path: '/seamless', label: 'Seamless', Module: SeamlessPage },
    { path: '/game', label: 'Game frame', Module: GameFramePage },
  ],
  actions: [{ label: 'Sign in', run: (h) => h.bus.publish({ type: 'OpenLogin' }) }],
});

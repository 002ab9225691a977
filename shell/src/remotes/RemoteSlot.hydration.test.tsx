import { act, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { EventBus, type HostContext, type RemoteProps } from 'shared-contracts';
import { setRenderingServerHtml, useHydrated } from 'shared-ui';

import { AREA_HYDRATED_EVENT } from '../ssr/earlyClicks';
import { type RenderState, RenderStateContext } from '../ssr/renderState';
import { InShell } from '../testing/InShell';
import { downloadedRemoteComponent, loadRemoteComponent } from './federation';
import { RemoteSlot } from './RemoteSlot';
import { ServerRenderedAreaContext } from './serverRenderedArea';

/*
 * ADR 0017: the route's remote area arrives rendered by the server, and the browser hydrates it
 * with the remote's code: the server's DOM is kept (hydrated, not rendered anew), whether the
 * code was downloaded before hydrating or arrives while the page has hydrated around it.
 */

jest.mock('./federation', () => ({
  ...jest.createMockFromModule<object>('./federation'),
  remotePatienceOf: () => 120_000,
}));
const downloaded = jest.mocked(downloadedRemoteComponent);
const load = jest.mocked(loadRemoteComponent);

const host: HostContext = {
  bus: new EventBus(),
  config: { apiBaseUrl: '', wsPath: '/wps/ws', registryUrl: '/registry.json', payloadSecret: 's' },
  getToken: () => null,
  setToken: () => undefined,
};

/** The remote's screen: the same component on the server and in the browser. */
const Area = () => <p>Area</p>;

/**
 * A screen with a part only the browser renders (useHydrated): inside the area the server
 * rendered, its first browser render must still be the server's, however late it hydrates.
 */
const AreaWithBrowserPart = () => (
  <div>
    <p>Area</p>
    <span>{useHydrated() ? 'browser' : 'server'}</span>
  </div>
);

const STATE: RenderState = {
  theme: 'dark',
  language: 'EN',
  sideMenuMini: false,
  queries: { queries: [], mutations: [] },
  remote: {
    remote: 'mfe-promo',
    module: 'PromotionsPage',
    namespace: 'promo',
    queries: { queries: [], mutations: [] },
  },
};

const slot = <RemoteSlot remote="mfe-promo" module="PromotionsPage" />;

/** The page's HTML as the server renders it, with the area from the remote's server render. */
const serverHtml = (Component: ComponentType<RemoteProps>) => {
  setRenderingServerHtml(true);
  return renderToString(
    <ServerRenderedAreaContext.Provider
      value={{ remote: 'mfe-promo', module: 'PromotionsPage', Component }}
    >
      <InShell host={host}>{slot}</InShell>
    </ServerRenderedAreaContext.Provider>,
  );
};

// React's act() outside Testing Library's render: tell React this environment supports it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root | undefined;
let errors: jest.SpyInstance;
let recoverable: unknown[];
/** How many times the slot told the page its area has hydrated (or failed). */
let areaAnnouncements: number;
const countAnnouncement = () => {
  areaAnnouncements += 1;
};

/** Hydrates the server's HTML as the bootstrap does, with the state naming the area. */
const hydrate = async () => {
  await act(async () => {
    root = hydrateRoot(
      container,
      <RenderStateContext.Provider value={STATE}>
        <InShell host={host}>{slot}</InShell>
      </RenderStateContext.Provider>,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
  });
  // The bootstrap's word once hydration has committed.
  setRenderingServerHtml(false);
};

beforeEach(() => {
  downloaded.mockReset();
  load.mockReset();
  recoverable = [];
  areaAnnouncements = 0;
  window.addEventListener(AREA_HYDRATED_EVENT, countAnnouncement);
  errors = jest.spyOn(console, 'error');
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  container = document.createElement('div');
  document.body.appendChild(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  window.removeEventListener(AREA_HYDRATED_EVENT, countAnnouncement);
  setRenderingServerHtml(false);
  jest.restoreAllMocks();
});

test('the area downloaded before hydrating hydrates in place: the server node is kept', async () => {
  container.innerHTML = serverHtml(Area);
  const serverArea = container.querySelector('[data-remote="mfe-promo"] p');
  expect(serverArea?.textContent).toBe('Area');
  downloaded.mockReturnValue(Area);

  await hydrate();

  expect(downloaded).toHaveBeenCalledWith('mfe-promo', 'PromotionsPage');
  expect(load).not.toHaveBeenCalled();
  expect(container.querySelector('[data-remote="mfe-promo"] p')).toBe(serverArea);
  expect(serverArea?.isConnected).toBe(true);
  expect(areaAnnouncements).toBe(1);
  expect(recoverable).toEqual([]);
  expect(errors).not.toHaveBeenCalled();
});

test("an area whose code is still on its way keeps the server's HTML, then hydrates it", async () => {
  container.innerHTML = serverHtml(AreaWithBrowserPart);
  const serverArea = container.querySelector('[data-remote="mfe-promo"] p');
  expect(serverArea?.textContent).toBe('Area');
  expect(container.querySelector('[data-remote="mfe-promo"] span')?.textContent).toBe('server');
  downloaded.mockReturnValue(undefined);
  let arrive: (component: { default: ComponentType<RemoteProps> }) => void = () => undefined;
  load.mockReturnValue(
    new Promise((resolve) => {
      arrive = resolve;
    }),
  );

  await hydrate();

  // The page around it has hydrated; the area waits at its boundary with the server's HTML.
  expect(load).toHaveBeenCalledWith('mfe-promo', 'PromotionsPage', false, 120_000);
  expect(container.querySelector('[data-remote="mfe-promo"] p')).toBe(serverArea);
  expect(container.querySelector('[role="status"]')).toBeNull();
  // Not hydrated yet: a click the page holds must not be pressed into it now (it would be lost).
  expect(areaAnnouncements).toBe(0);

  await act(async () => {
    arrive({ default: AreaWithBrowserPart });
  });

  expect(areaAnnouncements).toBe(1);

  expect(container.querySelector('[data-remote="mfe-promo"] p')).toBe(serverArea);
  expect(serverArea?.isConnected).toBe(true);
  // Hydrated, then the browser's own part switched in.
  expect(container.querySelector('[data-remote="mfe-promo"] span')?.textContent).toBe('browser');
  expect(recoverable).toEqual([]);
  expect(errors).not.toHaveBeenCalled();
});

test('an area whose code fails shows the failure and lets the page go on', async () => {
  container.innerHTML = serverHtml(Area);
  downloaded.mockReturnValue(undefined);
  let fail: (error: Error) => void = () => undefined;
  load.mockReturnValue(
    new Promise((_resolve, reject) => {
      fail = reject;
    }),
  );
  errors.mockImplementation(() => undefined);

  await hydrate();
  expect(areaAnnouncements).toBe(0);

  await act(async () => {
    fail(new Error('remote down'));
  });

  expect(container.querySelector('[data-remote="mfe-promo"]')?.textContent).not.toContain('Area');
  expect(container.querySelector('[data-remote="mfe-promo"] button')).not.toBeNull();
  expect(areaAnnouncements).toBe(1);
});

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router-dom';
import { PlatformError } from 'shared-contracts';

import { HOME_STATE_KEY } from '../state/ChromeState';
import { createFakeHost, fakeStatus, fakeWhitelabel } from '../testing/fakes';
import { renderWithHost } from '../testing/renderWithHost';
import { SiteRoot } from './SiteRoot';

// The federation runtime is the lead's; here a remote area just names itself.
jest.mock('../remotes/RemoteSlot', () => ({
  RemoteSlot: ({ remote, module }: { remote: string; module: string }) => (
    <p>{`${remote} ${module}`}</p>
  ),
}));

const Where = () => {
  const { pathname, search, hash } = useLocation();
  return <output aria-label="location">{`${pathname}${search}${hash}`}</output>;
};

const renderSite = (route: string, options: Parameters<typeof renderWithHost>[1] = {}) =>
  renderWithHost(
    <>
      <SiteRoot />
      <Where />
    </>,
    { route, ...options },
  );

const location = () => screen.getByRole('status', { name: 'location' }).textContent;

describe('SiteRoot', () => {
  // The home state lives in this tab's storage: each test starts a new visit.
  beforeEach(() => window.sessionStorage.removeItem(HOME_STATE_KEY));

  it('redirects / to /index keeping the query and hash', async () => {
    renderSite('/?ref=abc#top');
    expect(await screen.findByText('mfe-lobby HomePage')).toBeInTheDocument();
    expect(location()).toBe('/index?ref=abc#top');
  });

  it('keeps the frame mounted on the way from / to /index (as after a login)', async () => {
    const GoHome = () => {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate('/?ref=abc')}>
          home
        </button>
      );
    };
    renderWithHost(
      <>
        <SiteRoot />
        <GoHome />
        <Where />
      </>,
      { route: '/promotions' },
    );
    const header = await screen.findByRole('banner');
    await userEvent.click(screen.getByRole('button', { name: 'home' }));
    expect(await screen.findByText('mfe-lobby HomePage')).toBeInTheDocument();
    expect(location()).toBe('/index?ref=abc');
    // The same element: not unmounted and mounted again (a blank frame in between).
    expect(screen.getByRole('banner')).toBe(header);
  });

  it('renders the home page with header, side menu and footer', async () => {
    renderSite('/index');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('renders /lottery with only the header, the menu as the phones’ drawer only', async () => {
    renderSite('/lottery');
    expect(await screen.findByText('mfe-lottery LotteryPage')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    // Hidden on desktop by its stylesheet; the header's menu button opens it on phones.
    expect(screen.getByRole('navigation', { name: 'Main menu', hidden: true })).toHaveAttribute(
      'data-drawer-only',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('hides the bars on /seamless by default', async () => {
    renderSite('/seamless');
    expect(await screen.findByText('mfe-lobby SeamlessPage')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('keeps the bars on an immersive page reached through the site, in this tab', async () => {
    const GoTo = () => {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate('/vnlottery')}>
          go
        </button>
      );
    };
    const first = renderWithHost(
      <>
        <SiteRoot />
        <GoTo />
      </>,
      { route: '/index' },
    );
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(await screen.findByText('mfe-lottery VnLotteryPage')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    first.unmount();

    // A reload of the page keeps the home state; a new visit (no stored state) does not.
    renderSite('/vnlottery');
    expect(await screen.findByText('mfe-lottery VnLotteryPage')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('shows the maintenance page instead of the site for status 1', async () => {
    renderSite('/index', {
      api: {
        '/wps/system/status': () => fakeStatus({ status: 1, contactUrl: 'https://help.test' }),
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'System Maintenance / Restriction of visit' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Contact Us/ })).toHaveAttribute(
      'href',
      'https://help.test',
    );
    expect(screen.getByRole('link', { name: 'Refresh' })).toHaveAttribute('href', '/index');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('shows the IP restriction page with the visitor IP and country for status 2', async () => {
    renderSite('/index', {
      api: {
        '/wps/system/status': () =>
          fakeStatus({ status: 2, location: { ip: '198.51.100.4', country: 'XX' } }),
      },
    });
    expect(
      await screen.findByText(
        'Due to restriction of your location or IP address, you are not allowed to access the site.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('198.51.100.4')).toBeInTheDocument();
    expect(screen.getByText('XX')).toBeInTheDocument();
  });

  it('asks for the login, saying why, when the stored session has ended, even if the status answers last', async () => {
    const host = createFakeHost({ token: 'ended-elsewhere' });
    const asked: unknown[] = [];
    host.bus.on('OpenLogin').subscribe((command) => asked.push(command));
    let refused = false;
    let answerStatus: (value: unknown) => void = () => undefined;
    renderSite('/index', {
      host,
      api: {
        '/wps/member/info': () => {
          refused = true;
          throw new PlatformError('Please log in', 401, 'platform');
        },
        '/wps/system/status': () =>
          new Promise((resolve) => {
            answerStatus = resolve;
          }),
      },
    });
    await waitFor(() => expect(refused).toBe(true));
    // Behind the status gate nobody could hear the command yet: it waits.
    expect(asked).toEqual([]);
    act(() => answerStatus(fakeStatus({ status: 0 })));
    expect(await screen.findByText('mfe-auth AuthModals')).toBeInTheDocument();
    expect(asked).toEqual([{ type: 'OpenLogin', reason: 'sessionEnded' }]);
  });

  it('opens the site when the status cannot be read', async () => {
    renderSite('/index', {
      api: {
        '/wps/system/status': () => {
          throw new PlatformError('down', 0, 'network');
        },
      },
    });
    expect(await screen.findByText('mfe-lobby HomePage')).toBeInTheDocument();
  });

  it('keeps the layout and shows a retry in the footer when the brand configuration fails', async () => {
    renderSite('/index', {
      api: {
        '/wps/system/whitelabel': () => {
          throw new PlatformError('boom', 500, 'platform');
        },
      },
    });
    expect(await screen.findByText('Site information could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByText('mfe-lobby HomePage')).toBeInTheDocument();
  });

  it('sends guests to /login when the brand requires login', async () => {
    renderSite('/rng', {
      api: { '/wps/system/whitelabel': () => fakeWhitelabel({ loginedToHomePage: true }) },
    });
    expect(await screen.findByText('mfe-auth LoginPage')).toBeInTheDocument();
    expect(location()).toBe('/login');
  });

  it('lets a member with a token stay when the brand requires login', async () => {
    renderSite('/rng', {
      host: createFakeHost({ token: 'abc' }),
      api: {
        '/wps/system/whitelabel': () => fakeWhitelabel({ loginedToHomePage: true }),
        '/wps/v2/wallets/balance': () => ({ sumBalance: 0, currency: 'USD' }),
      },
    });
    expect(await screen.findByText('mfe-lobby LobbyPage')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/rng'));
  });

  it('shows a not-found page with a link home for unknown paths', async () => {
    renderSite('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/index');
  });

  it('opens the help centre modal on /help and scrolls the page to the anchor', async () => {
    const user = userEvent.setup();
    renderSite('/help#faq', {
      api: {
        '/wps/system/helpCenter': () => ({
          sections: [
            { anchor: 'about', title: 'About us', content: '<p>Who we are</p>' },
            { anchor: 'faq', title: 'FAQ', content: '<p>Answers</p>' },
          ],
        }),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Help centre' });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('region', { name: 'FAQ' })).toHaveAttribute('id', 'faq');
  });

  it('opens the download modal when a remote publishes OpenDownload', async () => {
    const { host } = renderSite('/index');
    await screen.findByText('mfe-lobby HomePage');
    act(() => host.bus.publish({ type: 'OpenDownload' }));
    expect(await screen.findByRole('dialog', { name: 'Download the app' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Android' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'QR code to download the Android app' }),
    ).toBeInTheDocument();
  });
});

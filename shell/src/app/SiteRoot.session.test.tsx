import { screen, waitFor, within } from '@testing-library/react';
import { PlatformError } from 'shared-contracts';

import { createFakeHost, fakeMember } from '../testing/fakes';
import { renderWithHost } from '../testing/renderWithHost';
import { SiteRoot } from './SiteRoot';

// The federation runtime is the lead's; here a remote area just names itself.
jest.mock('../remotes/RemoteSlot', () => ({
  RemoteSlot: ({ remote, module }: { remote: string; module: string }) => (
    <p>{`${remote} ${module}`}</p>
  ),
}));

/** A 429 as the platform sends it, asking to wait a few milliseconds. */
const throttled = () =>
  new PlatformError('Too many requests', 429, 'platform', null, {
    enveloped: true,
    retryAfterMs: 5,
  });

describe('a stored session survives a refused or failed restore', () => {
  it('keeps the player signed in through a dropped connection and 429s, then restores', async () => {
    const host = createFakeHost({ token: 'alive' });
    const loginAsked: unknown[] = [];
    host.bus.on('OpenLogin').subscribe((command) => loginAsked.push(command));
    const answers: Array<() => unknown> = [
      () => {
        throw new PlatformError('Network Error', 0, 'network');
      },
      () => {
        throw throttled();
      },
      () => {
        throw throttled();
      },
      () => fakeMember({ nickname: 'Restored Player' }),
    ];
    let asked = 0;
    renderWithHost(<SiteRoot />, {
      route: '/index',
      host,
      api: {
        '/wps/member/info': () => (answers[asked++] ?? answers[answers.length - 1])?.(),
        '/wps/v2/wallets/balance': () => ({ sumBalance: 0, currency: 'USD' }),
      },
    });
    const header = await screen.findByRole('banner');
    // While the platform refuses, the header says the session is coming back, not "Log in".
    expect(await within(header).findByText('Signing you back in…')).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    // The dropped connection waits a 1 s backoff, each 429 its Retry-After.
    await waitFor(() => expect(host.bus.session.get().status).toBe('member'), {
      timeout: 3000,
    });
    expect(asked).toBe(4);
    expect(within(header).queryByText('Signing you back in…')).not.toBeInTheDocument();
    expect(loginAsked).toEqual([]);
  });

  it("ends the session on the platform's own 401 only, and says why", async () => {
    const host = createFakeHost({ token: 'ended' });
    const loginAsked: unknown[] = [];
    host.bus.on('OpenLogin').subscribe((command) => loginAsked.push(command));
    renderWithHost(<SiteRoot />, {
      route: '/index',
      host,
      api: {
        '/wps/member/info': () => {
          throw new PlatformError('Please log in', 401, 'platform', null, { enveloped: true });
        },
      },
    });
    await waitFor(() =>
      expect(loginAsked).toEqual([{ type: 'OpenLogin', reason: 'sessionEnded' }]),
    );
    expect(host.bus.session.get().status).toBe('guest');
  });
});

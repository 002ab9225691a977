import { act, screen } from '@testing-library/react';

import { renderWithHost } from '../testing/renderWithHost';
import { FastestDomainOffer } from './FastestDomainOffer';
import { useDomainProbeWhenIdle } from './useDomainProbe';

const Harness = () => {
  useDomainProbeWhenIdle();
  return <FastestDomainOffer />;
};

describe('the fastest domain offer', () => {
  const realFetch = window.fetch;
  const realIdle = window.requestIdleCallback;
  let idle: (() => void) | null = null;

  beforeEach(() => {
    idle = null;
    window.requestIdleCallback = ((callback: () => void) => {
      idle = callback;
      return 1;
    }) as typeof window.requestIdleCallback;
    window.cancelIdleCallback = jest.fn();
    window.fetch = jest.fn((url: string) =>
      url.startsWith('https://slow.example')
        ? new Promise<Response>(() => undefined)
        : Promise.resolve({ type: 'opaque', status: 0 } as Response),
    ) as unknown as typeof fetch;
  });
  afterEach(() => {
    window.fetch = realFetch;
    window.requestIdleCallback = realIdle;
  });

  it('measures only once the page is idle, then offers the fastest other domain for the same page', async () => {
    window.history.replaceState(null, '', '/promotions?tab=new');
    const { client } = renderWithHost(<Harness />, {
      api: {
        '/wps/system/domainRoute': () => ({
          domainList: [
            { domain: window.location.origin, speed: 0 },
            { domain: 'https://mirror.example', speed: 40 },
          ],
        }),
      },
    });
    expect(client.calls.some((call) => call.path === '/wps/system/domainRoute')).toBe(false);
    expect(window.fetch).not.toHaveBeenCalled();
    expect(idle).not.toBeNull();

    await act(async () => idle?.());
    const link = await screen.findByRole('link', { name: 'Continue on mirror.example' });
    expect(link).toHaveAttribute('href', 'https://mirror.example/promotions?tab=new');
  });

  it('offers nothing when no other domain answered', async () => {
    renderWithHost(<Harness />, {
      api: {
        '/wps/system/domainRoute': () => ({
          domainList: [{ domain: window.location.origin, speed: 0 }],
        }),
      },
    });
    await act(async () => idle?.());
    expect(window.fetch).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

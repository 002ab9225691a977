import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';

import { withEarlyAnswers } from './client';
import { earlyKey, firstBannerImage, startEarlyRequests, takeEarlyAnswer } from './earlyRequests';

const answer = (value: unknown) => ({
  status: 200,
  text: () => Promise.resolve(JSON.stringify({ success: true, value })),
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('early requests', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation((url: string) => Promise.resolve(answer({ url })));
    global.fetch = fetchMock as unknown as typeof fetch;
    window.localStorage.clear();
  });

  it('keys a query whatever the order of its parameters, leaving out empty ones', () => {
    expect(earlyKey('/a', { b: '2', a: 1, c: undefined })).toBe(earlyKey('/a', { a: '1', b: 2 }));
    expect(earlyKey('/a')).toBe('/a?');
  });

  it('asks for the status, the brand and the route banners in the stored language once the config is known', async () => {
    window.localStorage.setItem('hisLang', 'TH');
    startEarlyRequests(Promise.resolve({ apiBaseUrl: 'https://api.example' }), '/index');
    await flush();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      'https://api.example/wps/system/status?',
      `https://api.example/wps/system/whitelabel?url=${encodeURIComponent(window.location.host)}`,
      'https://api.example/wps/system/banners?groupName=home&language=TH',
    ]);
    // Each answer is handed out once; the next identical call goes to the network.
    const banners = takeEarlyAnswer('/wps/system/banners', { language: 'TH', groupName: 'home' });
    await expect(banners).resolves.toMatchObject({ status: 200 });
    expect(takeEarlyAnswer('/wps/system/banners', { language: 'TH', groupName: 'home' })).toBe(
      undefined,
    );
  });

  it('preloads the first banner image with the API base URL, and nothing for a failed answer', async () => {
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve(
        url.includes('banners')
          ? answer([{ url: '/assets/banners/home-1.svg' }, { url: '/assets/banners/home-2.svg' }])
          : answer(null),
      ),
    );
    startEarlyRequests(Promise.resolve({ apiBaseUrl: 'https://api.example' }), '/index');
    await flush();
    await flush();
    const links = document.head.querySelectorAll<HTMLLinkElement>(
      'link[rel="preload"][as="image"]',
    );
    expect([...links].map((link) => link.href)).toEqual([
      'https://api.example/assets/banners/home-1.svg',
    ]);
    expect(links[0]?.getAttribute('fetchpriority')).toBe('high');
    links[0]?.remove();
    expect(firstBannerImage('not json')).toBeUndefined();
    expect(firstBannerImage(JSON.stringify({ success: false, value: null }))).toBeUndefined();
  });

  it('asks for no banners on a route without them, and nothing when the config fails', async () => {
    startEarlyRequests(Promise.resolve({ apiBaseUrl: '' }), '/promoDetail');
    await flush();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContainEqual(
      expect.stringContaining('banners'),
    );
    fetchMock.mockClear();
    startEarlyRequests(Promise.reject(new Error('offline')), '/index');
    await flush();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('serves a GET from its early answer once, then from the network; a failed early request is asked again', async () => {
    const network = jest.fn((config: InternalAxiosRequestConfig) =>
      Promise.resolve({ data: 'network', status: 200, config } as AxiosResponse),
    );
    const adapter = withEarlyAnswers(network);
    startEarlyRequests(Promise.resolve({ apiBaseUrl: '' }), '/index');
    await flush();
    const status = {
      method: 'get',
      url: '/wps/system/status',
      params: {},
    } as InternalAxiosRequestConfig;
    await expect(adapter(status)).resolves.toMatchObject({
      data: JSON.stringify({ success: true, value: { url: '/wps/system/status?' } }),
    });
    expect(network).not.toHaveBeenCalled();
    await expect(adapter(status)).resolves.toMatchObject({ data: 'network' });

    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    startEarlyRequests(Promise.resolve({ apiBaseUrl: '' }), '/index');
    await flush();
    await expect(adapter(status)).resolves.toMatchObject({ data: 'network' });
    expect(network).toHaveBeenCalledTimes(2);
  });
});

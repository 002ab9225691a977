import { readFileSync } from 'node:fs';
import path from 'node:path';

import { startOfflinePage } from './offlinePage';
import { OFFLINE_TEXTS, offlineLanguage } from './offlineTexts';

const TEMPLATE = readFileSync(path.join(__dirname, 'offline.html'), 'utf8');

/** A document made from offline.html, with cookies and a window whose reload is recorded. */
const offlineDocument = (cookie = '') => {
  const doc = document.implementation.createHTMLDocument();
  doc.documentElement.innerHTML = TEMPLATE.replace(/^<!doctype html>\s*<html[^>]*>/i, '').replace(
    /<\/html>\s*$/,
    '',
  );
  Object.defineProperty(doc, 'cookie', { value: cookie });
  const listeners: Record<string, () => void> = {};
  const reload = jest.fn();
  const navigator = { languages: ['en-US'], onLine: true };
  let probe: () => void = () => undefined;
  const view = {
    navigator,
    location: { reload },
    addEventListener: (type: string, listener: () => void) => {
      listeners[type] = listener;
    },
    setInterval: (callback: () => void) => {
      probe = callback;
      return 1;
    },
  } as unknown as Window;
  return {
    doc,
    view,
    reload,
    navigator,
    fire: (type: string) => listeners[type]?.(),
    probe: () => probe(),
  };
};

const manifestFetch = (body: unknown, ok = true) =>
  jest.fn(() => Promise.resolve({ ok, json: () => Promise.resolve(body) } as Response));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('offlineLanguage', () => {
  it("takes the player's choice from the language cookie", () => {
    expect(offlineLanguage('TH', ['vi-VN'])).toBe('TH');
  });

  it("falls back to the browser's first known language, then English", () => {
    expect(offlineLanguage(undefined, ['de-DE', 'zh-TW', 'vi'])).toBe('CN');
    expect(offlineLanguage('XX', ['pt-BR'])).toBe('PT');
    expect(offlineLanguage(undefined, ['de-DE'])).toBe('EN');
  });

  it('has every sentence in the six languages', () => {
    expect(Object.keys(OFFLINE_TEXTS).sort()).toEqual(['CN', 'EN', 'ID', 'PT', 'TH', 'VI']);
    for (const texts of Object.values(OFFLINE_TEXTS))
      for (const value of Object.values(texts)) expect(value.trim()).not.toBe('');
  });
});

describe('startOfflinePage', () => {
  it("speaks the player's language and theme", async () => {
    const { doc, view } = offlineDocument('lang=VI; theme=light');
    startOfflinePage(doc, view, manifestFetch({}));
    await settle();
    expect(doc.documentElement.lang).toBe('vi');
    expect(doc.documentElement.dataset.theme).toBe('light');
    expect(doc.getElementById('offline-title')?.textContent).toBe(OFFLINE_TEXTS.VI.title);
    expect(doc.getElementById('offline-body')?.textContent).toBe(OFFLINE_TEXTS.VI.body);
    expect(doc.getElementById('offline-retry')?.textContent).toBe(OFFLINE_TEXTS.VI.retry);
  });

  it("shows the brand's name, colour and icon from its web app manifest", async () => {
    const { doc, view } = offlineDocument();
    const fetcher = manifestFetch({
      name: 'Lucky Lotus',
      theme_color: '#123456',
      icons: [
        { src: '/assets/brand/icon-maskable-512.png', purpose: 'maskable' },
        { src: '/assets/brand/icon-192.png', purpose: 'any' },
      ],
    });
    startOfflinePage(doc, view, fetcher);
    await settle();
    expect(fetcher).toHaveBeenCalledWith('/assets/brand/manifest.webmanifest');
    expect(doc.getElementById('offline-brand')?.textContent).toBe('Lucky Lotus');
    expect(doc.title).toBe('Lucky Lotus · You are offline');
    expect(doc.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#123456');
    const icon = doc.getElementById('offline-icon') as HTMLImageElement;
    expect(icon.getAttribute('src')).toBe('/assets/brand/icon-192.png');
    expect(icon.hidden).toBe(false);
  });

  it('keeps the page without a brand when the manifest is not kept', async () => {
    const { doc, view } = offlineDocument();
    startOfflinePage(
      doc,
      view,
      jest.fn(() => Promise.reject(new TypeError('offline'))),
    );
    await settle();
    expect(doc.getElementById('offline-title')?.textContent).toBe(OFFLINE_TEXTS.EN.title);
    expect((doc.getElementById('offline-icon') as HTMLImageElement).hidden).toBe(true);
  });

  it('loads the page again when the browser is back online, or when the player asks', () => {
    const back = offlineDocument();
    startOfflinePage(back.doc, back.view, manifestFetch({}));
    expect(back.reload).not.toHaveBeenCalled();
    back.fire('online');
    expect(back.reload).toHaveBeenCalledTimes(1);

    const asked = offlineDocument();
    startOfflinePage(asked.doc, asked.view, manifestFetch({}));
    (asked.doc.getElementById('offline-retry') as HTMLButtonElement).click();
    expect(asked.reload).toHaveBeenCalledTimes(1);
  });

  it('loads the page again once the site answers, asking only while the browser is online', async () => {
    const { doc, view, reload, navigator, probe } = offlineDocument();
    let siteUp = false;
    const fetcher = jest.fn((url: string) =>
      url === '/wps/system/status'
        ? siteUp
          ? Promise.resolve({ ok: true } as Response)
          : Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve({ ok: false } as Response),
    );
    startOfflinePage(doc, view, fetcher as unknown as typeof fetch);
    navigator.onLine = false;
    probe();
    await settle();
    expect(fetcher).not.toHaveBeenCalledWith('/wps/system/status', expect.anything());
    navigator.onLine = true;
    probe();
    await settle();
    expect(fetcher).toHaveBeenCalledWith('/wps/system/status', { cache: 'no-store' });
    expect(reload).not.toHaveBeenCalled();
    siteUp = true;
    probe();
    await settle();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

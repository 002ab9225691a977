import { waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { whitelabelEndpoint } from 'shared-contracts';

import { ensureShellI18n } from '../i18n/i18n';
import { renderWithHost } from '../testing/renderWithHost';
import { useLanguageSync } from './useLanguageSync';

const Harness = () => {
  useLanguageSync();
  return null;
};

beforeAll(() => ensureShellI18n());

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

test('a language i18next already speaks is not announced again', async () => {
  await i18next.changeLanguage('EN');
  const changes = jest.spyOn(i18next, 'changeLanguage');
  const { host } = renderWithHost(<Harness />);
  expect(host.bus.language.get()).toBe('EN');
  await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  // The shell's texts have loaded and nothing else is pending.
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(changes).not.toHaveBeenCalled();
});

test('<html lang> is left alone when it already names the language', async () => {
  // As the server's HTML arrives: setting it again would restyle the whole page at once.
  document.documentElement.lang = 'en';
  const sets: number[] = [];
  const observer = new MutationObserver((records) => sets.push(records.length));
  observer.observe(document.documentElement, { attributeFilter: ['lang'] });
  const { host } = renderWithHost(<Harness />);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(sets).toEqual([]);

  // A change of language does set it.
  host.bus.language.set('TH');
  await waitFor(() => expect(sets).not.toEqual([]));
  observer.disconnect();
});

test('a new choice on the bus changes the language', async () => {
  await i18next.changeLanguage('EN');
  const { host } = renderWithHost(<Harness />);
  host.bus.language.set('TH');
  await waitFor(() => expect(i18next.language).toBe('TH'));
});

test('a language chosen in the cookie alone stays once the brand arrives', async () => {
  // The server rendered Thai from the cookie; this browser's storage holds no choice.
  document.cookie = 'lang=TH; path=/';
  try {
    const { host, client } = renderWithHost(<Harness />);
    host.bus.language.set('TH');
    await waitFor(() =>
      expect(client.calls.some((call) => call.path === whitelabelEndpoint.path)).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(host.bus.language.get()).toBe('TH');
  } finally {
    document.cookie = 'lang=; path=/; max-age=0';
  }
});

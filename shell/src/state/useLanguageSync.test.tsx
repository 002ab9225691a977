import { waitFor } from '@testing-library/react';
import i18next from 'i18next';

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

test('a new choice on the bus changes the language', async () => {
  await i18next.changeLanguage('EN');
  const { host } = renderWithHost(<Harness />);
  host.bus.language.set('TH');
  await waitFor(() => expect(i18next.language).toBe('TH'));
});

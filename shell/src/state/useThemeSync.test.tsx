import { act } from '@testing-library/react';

import { renderWithHost } from '../testing/renderWithHost';
import { THEME_STORAGE_KEY } from './theme';
import { useThemeSync } from './useThemeSync';

const ThemeSync = () => {
  useThemeSync();
  return null;
};

describe('useThemeSync', () => {
  afterEach(() => window.localStorage.clear());

  it('publishes the stored theme on the bus at start', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    const { host } = renderWithHost(<ThemeSync />);
    expect(host.bus.theme.get()).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('starts dark when the stored value is invalid', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'neon');
    const { host } = renderWithHost(<ThemeSync />);
    expect(host.bus.theme.get()).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('applies and remembers a theme set on the bus', () => {
    const { host } = renderWithHost(<ThemeSync />);
    act(() => host.bus.theme.set('light'));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });
});

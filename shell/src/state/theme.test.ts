import { applyStoredTheme, parseTheme, readStoredTheme, THEME_STORAGE_KEY } from './theme';

describe('theme', () => {
  afterEach(() => window.localStorage.clear());

  it('falls back to dark for an invalid stored value', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readStoredTheme()).toBe('dark');
    expect(applyStoredTheme()).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('defaults to dark when nothing is stored', () => {
    expect(parseTheme(null)).toBe('dark');
  });

  it('applies a stored light theme to the document', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    expect(applyStoredTheme()).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});

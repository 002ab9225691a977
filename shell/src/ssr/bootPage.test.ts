import { bootPage } from './bootPage';
import { BOOTED_ATTRIBUTE, HYDRATED_EVENT } from './earlyClicks';
import { EARLY_TAPS_SCRIPT } from './earlyTaps';

const bootScript = (main?: string) => {
  const script = document.createElement('script');
  if (main) script.dataset.main = main;
  return script;
};

const readyState = (state: DocumentReadyState) =>
  jest.spyOn(document, 'readyState', 'get').mockReturnValue(state);

beforeEach(() => jest.useFakeTimers());

afterEach(() => {
  // Releases the click holders a test left (each boot adds one).
  window.dispatchEvent(new Event(HYDRATED_EVENT));
  jest.restoreAllMocks();
  jest.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(BOOTED_ATTRIBUTE);
});

const applicationScripts = () =>
  [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));

/** Lets the browser paint the next frame: its frame callbacks, then the tasks they queued. */
const paintFrame = () => {
  jest.advanceTimersToNextFrame();
  jest.advanceTimersByTime(1);
};

test("requests the application's script right after the first paint, not after the load event", () => {
  readyState('interactive');
  bootPage(bootScript('/main.abc.js'));
  expect(document.documentElement.hasAttribute(BOOTED_ATTRIBUTE)).toBe(true);
  expect(applicationScripts()).toEqual([]);
  // The page's images are still loading (no load event): the script goes out after the paint.
  paintFrame();
  expect(applicationScripts()).toEqual(['/main.abc.js']);
  window.dispatchEvent(new Event('load'));
  paintFrame();
  expect(applicationScripts()).toEqual(['/main.abc.js']);
});

test("a guest's hints join the head with the application's script, after the first paint", () => {
  readyState('interactive');
  document.head.innerHTML =
    '<template id="hints-after-paint"><link rel="preload" as="script" href="/main.abc.js"></template>';
  bootPage(bootScript('/main.abc.js'));
  expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
  paintFrame();
  const hints = [...document.head.querySelectorAll('link[rel="preload"]')];
  expect(hints.map((link) => link.getAttribute('href'))).toEqual(['/main.abc.js']);
  // Before the script that takes the hinted download.
  expect(hints[0]?.nextElementSibling?.getAttribute('src')).toBe('/main.abc.js');
});

test('runs while the page still parses, and adds the application only once the document is parsed', () => {
  const parsing = readyState('loading');
  document.head.innerHTML =
    '<template id="hints-after-paint"><link rel="preload" as="script" href="/main.abc.js"></template>';
  bootPage(bootScript('/main.abc.js'));
  paintFrame();
  // The download starts after the first paint (the hint); the application, which hydrates the
  // whole document, waits for the rest of it.
  expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(1);
  expect(applicationScripts()).toEqual([]);
  parsing.mockReturnValue('interactive');
  document.dispatchEvent(new Event('DOMContentLoaded'));
  expect(applicationScripts()).toEqual(['/main.abc.js']);
  expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(1);
});

test('requests it as CORS without credentials, as the page hints it', () => {
  readyState('interactive');
  bootPage(bootScript('/main.abc.js'));
  paintFrame();
  expect(document.head.querySelector('script')?.getAttribute('crossorigin')).toBe('anonymous');
});

test('requests it after the next paint when the page has loaded already', () => {
  readyState('complete');
  bootPage(bootScript('/main.abc.js'));
  expect(applicationScripts()).toEqual([]);
  paintFrame();
  expect(applicationScripts()).toEqual(['/main.abc.js']);
  paintFrame();
  expect(applicationScripts()).toEqual(['/main.abc.js']);
});

test('waits for the first contentful paint to be shown when the page loaded before it', () => {
  readyState('complete');
  let report: ((list: Pick<PerformanceObserverEntryList, 'getEntriesByName'>) => void) | undefined;
  class PaintObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: typeof report) {
      report = callback;
    }
    observe() {}
    disconnect() {}
  }
  const original = Object.getOwnPropertyDescriptor(window, 'PerformanceObserver');
  Object.defineProperty(window, 'PerformanceObserver', {
    value: PaintObserver,
    configurable: true,
  });
  try {
    bootPage(bootScript('/main.abc.js'));
    paintFrame();
    expect(applicationScripts()).toEqual([]);
    const entries = (name: string) =>
      (name === 'first-contentful-paint' ? [{ name }] : []) as PerformanceEntryList;
    report?.({ getEntriesByName: entries });
    expect(applicationScripts()).toEqual([]);
    paintFrame();
    expect(applicationScripts()).toEqual(['/main.abc.js']);
  } finally {
    if (original) Object.defineProperty(window, 'PerformanceObserver', original);
    else delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
  }
});

test('requests it at once in a hidden tab, which paints no frame', () => {
  readyState('complete');
  jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  bootPage(bootScript('/main.abc.js'));
  expect(applicationScripts()).toEqual(['/main.abc.js']);
});

test('requests it after at most a second when no frame comes', () => {
  readyState('complete');
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
  bootPage(bootScript('/main.abc.js'));
  jest.advanceTimersByTime(999);
  expect(applicationScripts()).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(applicationScripts()).toEqual(['/main.abc.js']);
});

test('holds a button pressed before the application runs and presses it once hydrated', () => {
  readyState('complete');
  document.body.innerHTML = '<button type="button">Log in</button>';
  const button = document.querySelector('button') as HTMLButtonElement;
  const presses = jest.fn();
  button.addEventListener('click', presses);
  bootPage(bootScript('/main.abc.js'));
  button.click();
  expect(presses).not.toHaveBeenCalled();
  window.dispatchEvent(new Event(HYDRATED_EVENT));
  expect(presses).toHaveBeenCalledTimes(1);
});

test('does nothing without the name of the application script', () => {
  readyState('complete');
  bootPage(bootScript());
  bootPage(null);
  expect(document.documentElement.hasAttribute(BOOTED_ATTRIBUTE)).toBe(false);
  expect(applicationScripts()).toEqual([]);
});

test("taps the page's inline holder kept before this script ran are pressed again", () => {
  readyState('complete');
  document.body.innerHTML =
    '<header><button type="button" data-early-dialog="early-login">Log in</button>' +
    '<button type="button">Theme</button><a href="#games">Games</a></header>' +
    '<template id="early-login"><div role="dialog" aria-label="Login"><input name="username"></div></template>';
  const [login, theme] = [...document.querySelectorAll('button')] as HTMLButtonElement[];
  const link = document.querySelector('a') as HTMLAnchorElement;
  const themePresses = jest.fn();
  theme?.addEventListener('click', themePresses);
  // The page's first script, as the server inlines it.
  new Function(EARLY_TAPS_SCRIPT)();
  login?.click();
  theme?.click();
  const linkClick = new MouseEvent('click', { bubbles: true, cancelable: true });
  link.dispatchEvent(linkClick);
  // Links work without the application; buttons are held.
  expect(linkClick.defaultPrevented).toBe(false);
  expect(themePresses).not.toHaveBeenCalled();
  bootPage(bootScript('/main.abc.js'));
  // "Log in" shows the page's early dialog at once; the theme switch waits for the application.
  expect(document.querySelector('[role="dialog"][aria-label="Login"]')).not.toBeNull();
  expect(themePresses).not.toHaveBeenCalled();
  window.dispatchEvent(new Event(HYDRATED_EVENT));
  expect(themePresses).toHaveBeenCalledTimes(1);
  // The holder has stopped: a press now goes straight through.
  theme?.click();
  expect(themePresses).toHaveBeenCalledTimes(2);
});

test("loads the required mark's font after the first paint, so a form's first ＊ finds it", () => {
  readyState('interactive');
  const load = jest.fn(() => Promise.resolve([]));
  Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
  try {
    bootPage(bootScript('/main.abc.js'));
    expect(load).not.toHaveBeenCalled();
    paintFrame();
    expect(load).toHaveBeenCalledWith('1em "Required Mark"', '＊');
  } finally {
    delete (document as { fonts?: unknown }).fonts;
  }
});

import {
  composeDocument,
  composeDocumentParts,
  scriptSafeJson,
  takeLeadingPreloads,
} from './composeDocument';
import { EARLY_TAPS_SCRIPT } from './earlyTaps';

const TEMPLATE =
  '<!doctype html><html lang="en" data-theme="dark"><head><title>Gaming</title>' +
  '<script defer src=/main.js></script></head><body><div id=root></div></body></html>';

const parts = {
  htmlLang: 'vi',
  theme: 'light',
  title: 'Khuyến mãi · "Lotus" <b>',
  icons: { svg: '/i.svg', png: '/i.png' },
  preconnect: ['https://cdn.test'],
  styles: ['/a.css', '/b.css'],
  markup:
    '<link rel="preload" as="image" href="/b.svg" fetchPriority="high"/><p>Price $10 $& $1</p>',
  state: {
    theme: 'light' as const,
    language: 'VI' as const,
    sideMenuMini: false,
    queries: { queries: [], mutations: [] },
  },
};

test('the template gets the language, theme, title, icons, preloads, styles, frame and state', () => {
  const html = composeDocument(TEMPLATE, parts);
  expect(html).toBe(
    '<!doctype html><html lang="vi" data-theme="light"><head>' +
      '<title>Khuyến mãi · &quot;Lotus&quot; &lt;b&gt;</title>' +
      '<link rel="icon" type="image/svg+xml" href="/i.svg">' +
      '<link rel="icon" type="image/png" sizes="64x64" href="/i.png">' +
      '<link rel="preconnect" href="https://cdn.test" crossorigin>' +
      '<link rel="preload" as="image" href="/b.svg" fetchPriority="high"/>' +
      '<link rel="stylesheet" href="/a.css"><link rel="stylesheet" href="/b.css">' +
      '<script defer src=/main.js></script></head><body>' +
      // `$&` and `$1` stay as written: no replacement patterns.
      '<div id="root"><p>Price $10 $& $1</p></div>' +
      '<script type="application/json" id="render-state">' +
      '{"theme":"light","language":"VI","sideMenuMini":false,"queries":{"queries":[],"mutations":[]}}' +
      '</script></body></html>',
  );
});

test("with a boot script, the page runs it in place of the application's script", () => {
  const html = composeDocument(TEMPLATE, { ...parts, bootScript: '/boot.js' });
  // At high priority: the page's early taps wait for it, the hints must not delay it. `async`: it
  // runs as soon as it arrives, not once the whole page is parsed.
  expect(html).toContain(
    '<script async src="/boot.js" data-main="/main.js" fetchpriority="high"></script>',
  );
  expect(html).not.toContain('<script defer src=/main.js>');
});

test("with a boot script, the early taps' holder is the head's first script, before the styles", () => {
  const html = composeDocument(TEMPLATE, { ...parts, bootScript: '/boot.js' });
  expect(html).toContain(`<head><script>${EARLY_TAPS_SCRIPT}</script><title>`);
  expect(html.indexOf(EARLY_TAPS_SCRIPT)).toBeLessThan(html.indexOf('rel="stylesheet"'));
  // Without the boot script nothing would take the held taps over: no holder.
  expect(composeDocument(TEMPLATE, parts)).not.toContain(EARLY_TAPS_SCRIPT);
});

test('state JSON cannot close its script element', () => {
  expect(scriptSafeJson({ text: '</script><script>alert(1)</script>' })).toBe(
    '{"text":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}',
  );
  expect(JSON.parse(scriptSafeJson({ text: '</script>\u2028' }))).toEqual({
    text: '</script>\u2028',
  });
});

test('only the leading links move to the head', () => {
  expect(takeLeadingPreloads('<link a/><link b/><div><link c/></div>')).toEqual([
    '<link a/><link b/>',
    '<div><link c/></div>',
  ]);
  expect(takeLeadingPreloads('<div></div>')).toEqual(['', '<div></div>']);
});

test('hints end the head at low priority, with the CORS and integrity asked', () => {
  const html = composeDocument(TEMPLATE, {
    ...parts,
    hints: [
      { href: '/main.js', as: 'script', crossOrigin: true },
      { href: '/chunk.js', as: 'script', crossOrigin: false },
      { href: 'https://cdn.test/r/mf-manifest.json', as: 'fetch', crossOrigin: true },
      {
        href: 'https://cdn.test/r/remoteEntry.js',
        as: 'script',
        crossOrigin: true,
        integrity: 'sha384-abc"d',
      },
    ],
  });
  expect(html).toContain(
    '<script defer src=/main.js></script>' +
      '<link rel="preload" as="script" href="/main.js" fetchpriority="low" crossorigin>' +
      '<link rel="preload" as="script" href="/chunk.js" fetchpriority="low">' +
      '<link rel="preload" as="fetch" href="https://cdn.test/r/mf-manifest.json" fetchpriority="low" crossorigin>' +
      '<link rel="preload" as="script" href="https://cdn.test/r/remoteEntry.js" fetchpriority="low" crossorigin integrity="sha384-abc&quot;d">' +
      '</head>',
  );
  // The image the render preloads keeps its high priority, ahead of every hint.
  expect(html.indexOf('fetchPriority="high"')).toBeLessThan(html.indexOf('fetchpriority="low"'));
});

test("a guest's hints wait in a template for the boot script, after the first paint", () => {
  const html = composeDocument(TEMPLATE, {
    ...parts,
    hints: [{ href: '/main.js', as: 'script', crossOrigin: true }],
    hintsAfterPaint: true,
  });
  expect(html).toContain(
    '<template id="hints-after-paint">' +
      '<link rel="preload" as="script" href="/main.js" fetchpriority="low" crossorigin>' +
      '</template></head>',
  );
});

test('templates open the body, before the frame; what goes after the page closes it', () => {
  const html = composeDocument(TEMPLATE, {
    ...parts,
    templates: '<template id="early-login"><p>Log in</p></template>',
    afterPage: '<link rel="preload" as="font" href="/mark.otf">',
  });
  expect(html).toContain(
    '<body><template id="early-login"><p>Log in</p></template><div id="root"><p>Price',
  );
  expect(html).toMatch(/<\/script><link rel="preload" as="font" href="\/mark.otf"><\/body>/);
});

test('documents go out as JSON data blocks after the render state, never as script', () => {
  const html = composeDocument(TEMPLATE, {
    ...parts,
    documents: { 'site-config': { apiBaseUrl: '' }, registry: { note: '</script><b>' } },
  });
  expect(html).toContain(
    '</script><script type="application/json" id="site-config">{"apiBaseUrl":""}</script>' +
      '<script type="application/json" id="registry">{"note":"\\u003c/script\\u003e\\u003cb\\u003e"}</script>' +
      '</body>',
  );
  expect(html.match(/<script(?! type="application\/json")(?! defer)/g)).toBeNull();
});

test('the page in parts is the page, with the markup and the state each in a part of its own', () => {
  const pageParts = composeDocumentParts(TEMPLATE, parts);
  expect(pageParts.join('')).toBe(composeDocument(TEMPLATE, parts));
  expect(pageParts).toContain('<p>Price $10 $& $1</p>');
  expect(pageParts.filter((part) => part.includes('application/json'))).toHaveLength(1);
  expect(pageParts.find((part) => part.includes('application/json'))).not.toContain('<p>');
});

test('the same state with the same other parts is the same document again; any change makes it anew', () => {
  const state = { ...parts.state, queries: { queries: [], mutations: [] } };
  const first = composeDocumentParts(TEMPLATE, { ...parts, state, styles: ['/a.css', '/b.css'] });
  // Built anew by the render (new arrays, equal items): the same document, not made again.
  expect(composeDocumentParts(TEMPLATE, { ...parts, state, styles: ['/a.css', '/b.css'] })).toBe(
    first,
  );
  const titled = composeDocumentParts(TEMPLATE, { ...parts, state, title: 'Other' });
  expect(titled).not.toBe(first);
  expect(titled.join('')).toContain('<title>Other</title>');
  const registry = { remotes: {} };
  const withDocument = composeDocumentParts(TEMPLATE, {
    ...parts,
    state,
    documents: { registry },
  });
  expect(
    composeDocumentParts(TEMPLATE, { ...parts, state, documents: { registry: { remotes: {} } } }),
  ).not.toBe(withDocument);
  // Another state (another page's answers) is its own document.
  expect(composeDocumentParts(TEMPLATE, { ...parts, state: { ...state } })).not.toBe(first);
});

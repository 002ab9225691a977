const {
  injectManifest,
  offlineHtml,
  PLACEHOLDER,
  precacheEntries,
} = require('./ServiceWorkerPlugin.cjs');

const FIRST_PAINT = {
  styles: ['shared-ui_src_theme_theme_css.301d4ee9fa.css', 'src_bootstrap_ts.ccfca27cf6.css'],
  chunks: { 'page-help': ['page-help.95ce9809b1.css'] },
  scripts: ['main.05d8fb2371.js', 'startup-libraries.67f456ad28.js'],
};

describe('precacheEntries', () => {
  it("lists the start's scripts and stylesheets by URL, the offline page's files by content", () => {
    const entries = precacheEntries({
      firstPaint: FIRST_PAINT,
      offline: { 'offline.js': 'run()', 'offline.html': '<html>' },
    });
    expect(entries.map((entry) => entry.url)).toEqual([
      '/main.05d8fb2371.js',
      '/startup-libraries.67f456ad28.js',
      '/shared-ui_src_theme_theme_css.301d4ee9fa.css',
      '/src_bootstrap_ts.ccfca27cf6.css',
      '/offline.html',
      '/offline.js',
    ]);
    // Hashed names are their own version; the offline files are revised by their bytes.
    expect(entries.slice(0, 4).every((entry) => entry.revision === null)).toBe(true);
    expect(entries[4].revision).toMatch(/^[0-9a-f]{16}$/);
  });

  it("leaves out the pages' own stylesheets (they are cached when a page uses them)", () => {
    const urls = precacheEntries({ firstPaint: FIRST_PAINT, offline: {} }).map((e) => e.url);
    expect(urls).not.toContain('/page-help.95ce9809b1.css');
  });

  it('gives an offline file a new revision when its bytes change', () => {
    const revision = (content) =>
      precacheEntries({ firstPaint: {}, offline: { 'offline.html': content } })[0].revision;
    expect(revision('<p>one</p>')).not.toBe(revision('<p>two</p>'));
    expect(revision('<p>one</p>')).toBe(revision('<p>one</p>'));
  });
});

describe('injectManifest', () => {
  it('writes the list in place of the placeholder', () => {
    const source = `(()=>{precacheAndRoute(${PLACEHOLDER})})();`;
    expect(injectManifest(source, [{ url: '/a.js', revision: null }])).toBe(
      '(()=>{precacheAndRoute([{"url":"/a.js","revision":null}])})();',
    );
  });

  it('fails the build when the worker lost or doubled its placeholder', () => {
    expect(() => injectManifest('precacheAndRoute([])', [])).toThrow(/exactly once \(found 0/);
    expect(() => injectManifest(`${PLACEHOLDER};${PLACEHOLDER}`, [])).toThrow(/found 2/);
  });
});

describe('offlineHtml', () => {
  it("links the site's theme stylesheet and the page's own", () => {
    const html = offlineHtml('<head><!-- stylesheets --></head>', FIRST_PAINT);
    expect(html).toBe(
      '<head><link rel="stylesheet" href="/shared-ui_src_theme_theme_css.301d4ee9fa.css" />' +
        '<link rel="stylesheet" href="/offline.css" /></head>',
    );
  });

  it('fails the build when the template has nowhere to put them', () => {
    expect(() => offlineHtml('<head></head>', FIRST_PAINT)).toThrow(/stylesheets/);
  });
});

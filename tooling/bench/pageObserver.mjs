// What Lighthouse 12.2 cannot tell with this Chromium (lighthouseRuns.mjs): the page's LCP
// element and the requests that blocked its first render, read in the browser on the same
// emulated phone, not throttled. The script is injected by Playwright before the page's own (it
// runs on the floor's copy too, which has none, and is not subject to the page's CSP).

/** Runs in the page before anything else: keeps every LCP candidate. */
const observe = () => {
  window.__benchLcp = [];
  new PerformanceObserver((list) => window.__benchLcp.push(...list.getEntries())).observe({
    type: 'largest-contentful-paint',
    buffered: true,
  });
};

/** Runs in the page once it is idle: the last LCP candidate and the render-blocking requests. */
const read = () => {
  const describe = (element) => {
    if (!element) return null;
    const step = (node) =>
      `${node.localName}${node.id ? `#${node.id}` : ''}${[...node.classList].map((c) => `.${c}`).join('')}`;
    const path = [];
    for (
      let node = element;
      node && node !== document.body && path.length < 4;
      node = node.parentElement
    )
      path.unshift(step(node));
    const tag = element.outerHTML.match(/^<[^>]*>/)?.[0] ?? `<${element.localName}>`;
    const text = element.localName === 'img' ? '' : (element.textContent ?? '').trim().slice(0, 60);
    return { selector: path.join(' > '), snippet: `${tag}${text ? ` ${text}` : ''}`.slice(0, 200) };
  };
  const entries = window.__benchLcp ?? [];
  const last = entries[entries.length - 1];
  return {
    lcp: last
      ? {
          ...(describe(last.element) ?? { selector: '(removed from the page)', snippet: '' }),
          url: last.url || null,
          size: last.size,
          observedMs: Math.round(last.startTime),
          candidates: entries.length,
        }
      : null,
    renderBlocking: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.renderBlockingStatus === 'blocking')
      .map((entry) => entry.name),
  };
};

/** Prepares a Playwright page to be observed (before its navigation). */
export const observePage = (page) => page.addInitScript(observe);

/** `{ lcp: { selector, snippet, url, size, observedMs, candidates } | null, renderBlocking }`. */
export const readObservations = (page) => page.evaluate(read);

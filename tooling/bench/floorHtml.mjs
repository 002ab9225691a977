// The pure half of the floor (staticFloor.mjs): turning a rendered page's HTML into a copy that
// runs no JavaScript, and finding the files that copy needs. The input is Chromium's own
// serialisation (`outerHTML`), so attributes are always double-quoted with `&quot;` inside and a
// script element always ends at the first `</script>`: regular expressions are enough here.

/** Attributes of a start tag, names lower-cased, values as written (entities kept). */
export const attributesOf = (tag) => {
  const attributes = {};
  const body = tag.replace(/^<[a-zA-Z][^\s/>]*/, '').replace(/\/?>$/, '');
  for (const [, name, value] of body.matchAll(/([^\s=/>]+)(?:\s*=\s*"([^"]*)")?/g))
    attributes[name.toLowerCase()] = value ?? '';
  return attributes;
};

const relsOf = (attributes) => (attributes.rel ?? '').toLowerCase().split(/\s+/).filter(Boolean);

/**
 * A `<link>` that only serves scripts or data the copy will never run: module preloads, and
 * preloads or prefetches of scripts, workers, JSON and API answers (`as=script|fetch|worker`,
 * or a `.js`/`.mjs` file without `as`). Stylesheets, images and fonts stay.
 */
export const isScriptLink = (tag) => {
  const attributes = attributesOf(tag);
  const rels = relsOf(attributes);
  if (rels.includes('modulepreload')) return true;
  if (!rels.some((rel) => rel === 'preload' || rel === 'prefetch')) return false;
  const as = (attributes.as ?? '').toLowerCase();
  if (['script', 'fetch', 'worker', 'sharedworker', 'serviceworker'].includes(as)) return true;
  return as === '' && /\.m?js(\?|#|$)/i.test(attributes.href ?? '');
};

/**
 * The page without JavaScript: every `<script>` element (inline, external, JSON data) and every
 * script preload removed. Inline event-handler attributes stay: they are part of the markup the
 * server sends (e.g. a stylesheet switched from `media=print` on load) and the live page has them.
 */
export const stripScripts = (html) =>
  html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<script\b[^>]*\/>/gi, '')
    .replace(/<link\b[^>]*>/gi, (tag) => (isScriptLink(tag) ? '' : tag));

/**
 * Replaces each origin of `origins` (`{ 'http://127.0.0.1:8330': 'http://127.0.0.1:8332' }`)
 * by its new origin wherever it is written, paths unchanged. A port is never matched as the
 * prefix of a longer one (`:8331` does not rewrite `:83310`).
 */
export const rewriteOrigins = (text, origins) => {
  let result = text;
  for (const [from, to] of Object.entries(origins)) {
    const escaped = from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    result = result.replace(new RegExp(`${escaped}(?![0-9])`, 'g'), to);
  }
  return result;
};

const decodeEntities = (value) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');

/** Absolute URL of `value` against `base`, or null for data:, blob:, javascript: and fragments. */
const resolved = (value, base) => {
  const trimmed = value.trim();
  if (
    trimmed === '' ||
    trimmed.startsWith('#') ||
    /^(data|blob|javascript|about|mailto|tel):/i.test(trimmed)
  )
    return null;
  try {
    return new URL(trimmed, base).href;
  } catch {
    return null;
  }
};

/** URLs in CSS text: `url(...)` (quoted or not) and `@import "..."`. */
export const cssUrls = (css, base) => {
  const urls = new Set();
  for (const match of css.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^'")\s]+))\s*\)/g)) {
    const url = resolved(match[1] ?? match[2] ?? match[3], base);
    if (url) urls.add(url);
  }
  for (const match of css.matchAll(/@import\s+(?:"([^"]*)"|'([^']*)')/g)) {
    const url = resolved(match[1] ?? match[2], base);
    if (url) urls.add(url);
  }
  return [...urls];
};

/** `srcset` candidates' URLs (`a.png 1x, b.png 2x`). */
const srcsetUrls = (value, base) =>
  value
    .split(/,\s+/)
    .map((candidate) => resolved(candidate.trim().split(/\s+/)[0] ?? '', base))
    .filter(Boolean);

/** Link relations whose `href` the browser fetches as a sub-resource. */
const FETCHED_RELS = ['stylesheet', 'icon', 'apple-touch-icon', 'preload', 'manifest'];

/**
 * The sub-resources a page's HTML refers to, absolute: stylesheets, icons and preloads
 * (`<link>`), images and media (`src`, `srcset`, `poster`, SVG `href`), and `url(...)` in
 * `style` attributes and `<style>` elements. Anchors and forms are navigations, not resources.
 */
export const htmlUrls = (html, base) => {
  const urls = new Set();
  const add = (url) => url && urls.add(url);
  for (const [tag, name] of html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*>/g)) {
    const element = name.toLowerCase();
    const attributes = attributesOf(tag);
    const value = (key) => (key in attributes ? decodeEntities(attributes[key]) : null);
    if (element === 'link') {
      if (relsOf(attributes).some((rel) => FETCHED_RELS.includes(rel)) && !isScriptLink(tag))
        add(resolved(value('href') ?? '', base));
      if (value('imagesrcset')) srcsetUrls(value('imagesrcset'), base).forEach(add);
    } else if (['img', 'source', 'video', 'audio', 'track', 'input', 'embed'].includes(element)) {
      if (value('src')) add(resolved(value('src'), base));
      if (value('srcset')) srcsetUrls(value('srcset'), base).forEach(add);
      if (value('poster')) add(resolved(value('poster'), base));
    } else if (['image', 'use', 'feimage'].includes(element)) {
      const href = value('href') ?? value('xlink:href');
      if (href && !href.startsWith('#')) add(resolved(href, base));
    }
    if (value('style')) cssUrls(value('style'), base).forEach(add);
  }
  for (const [, css] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi))
    cssUrls(css, base).forEach(add);
  return [...urls];
};

/** `<!doctype html>` as the document declares it (outerHTML leaves it out), or '' for none. */
export const doctypeOf = (doctype) =>
  doctype
    ? `<!DOCTYPE ${doctype.name}${doctype.publicId ? ` PUBLIC "${doctype.publicId}"` : ''}${
        doctype.systemId ? ` "${doctype.systemId}"` : ''
      }>`
    : '';

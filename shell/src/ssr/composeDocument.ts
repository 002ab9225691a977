import { HINTS_AFTER_PAINT_ID } from './earlyClicks';
import { EARLY_TAPS_SCRIPT } from './earlyTaps';
import { RENDER_STATE_ID, type RenderState } from './renderState';

/** What goes into the built index.html. */
export interface DocumentParts {
  /** BCP 47 tag for `<html lang>`. */
  htmlLang: string;
  theme: string;
  title: string;
  /** The brand's icons (URLs), so the browser does not ask for /favicon.ico. */
  icons: { svg: string; png: string } | null;
  /** Origins the page will need at once (the remotes'): connected to while the HTML parses. */
  preconnect: readonly string[];
  /** Stylesheets the frame needs (URLs), linked in the head before the scripts. */
  styles: readonly string[];
  /** The rendered frame, placed in `#root`. */
  markup: string;
  state: RenderState;
  /**
   * JSON the application reads instead of fetching it (ADR 0026): the site configuration and
   * the registry document, by element id, as data blocks beside the render state.
   */
  documents?: Readonly<Record<string, unknown>>;
  /** Files the application will fetch, hinted at low priority at the end of the head. */
  hints?: readonly Hint[];
  /**
   * The hints wait for the first paint (ADR 0032): they go in a `<template>` the boot script adds
   * to the head when it requests the application, so they never compete with what the first
   * paint needs. For a guest's page, whose first tap the early login dialog answers.
   */
  hintsAfterPaint?: boolean;
  /**
   * The boot script (URL): it takes the place of the application's script, which it requests
   * after the page's load event (`data-main`).
   */
  bootScript?: string;
  /**
   * Inert markup the boot script clones (`<template>`s: ADR 0032), first in the body: it is
   * parsed before the header a player can tap, as the boot script may run before the rest of the
   * page has arrived.
   */
  templates?: string;
  /** Markup after the page (links the browser should find last, such as a low-priority font). */
  afterPage?: string;
}

/**
 * A file the page will need soon (ADR 0026): a script, or a document fetched by script (a remote's
 * manifest). `crossOrigin` and `integrity` must be those of the request that will take it, or
 * the browser downloads the file a second time.
 */
export interface Hint {
  href: string;
  as: 'script' | 'fetch';
  crossOrigin: boolean;
  integrity?: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON that cannot close its `<script>` element or start a comment inside it. */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * React puts the preloads of the render's images (the banner, the logo) first in its output,
 * as it renders no `<head>` of its own: they belong in the head, where the browser finds them
 * before anything else. Returns them and the markup without them.
 */
export const takeLeadingPreloads = (markup: string): [preloads: string, rest: string] => {
  const leading = /^(?:<link\b[^>]*>)+/.exec(markup)?.[0] ?? '';
  return [leading, markup.slice(leading.length)];
};

/** Low priority: the hints never take bandwidth from the stylesheets or the LCP image. */
const hintTag = ({ href, as, crossOrigin, integrity }: Hint): string =>
  `<link rel="preload" as="${as}" href="${escapeHtml(href)}" fetchpriority="low"` +
  `${crossOrigin ? ' crossorigin' : ''}${integrity ? ` integrity="${escapeHtml(integrity)}"` : ''}>`;

/** Data blocks made before, by the value they hold: a kept page's state, the documents. */
const madeBlocks = new WeakMap<object, { id: string; block: string }>();

/**
 * A JSON data block: inert to the Content-Security-Policy, it is never run as script. An object
 * is written once (the server puts the same kept state and documents in page after page) and must
 * not change after that.
 */
const dataBlock = (id: string, value: unknown): string => {
  const made = value !== null && typeof value === 'object' ? madeBlocks.get(value) : undefined;
  if (made?.id === id) return made.block;
  const block = `<script type="application/json" id="${escapeHtml(id)}">${scriptSafeJson(value)}</script>`;
  if (value !== null && typeof value === 'object') madeBlocks.set(value, { id, block });
  return block;
};

/**
 * The built index.html with the server's render: `<html lang data-theme>`, the title, the
 * images' preloads, the stylesheets, the boot script, the hints of the files to come, the frame in
 * `#root`, and the render state and the documents as JSON data blocks.
 */
export const composeDocument = (template: string, parts: DocumentParts): string =>
  composeDocumentParts(template, parts).join('');

/**
 * {@link composeDocument} as its parts in order, for a server that encodes them one by one: the
 * page as one string is often over V8's large-object size (two bytes a character once one
 * character is outside Latin-1, as the language menu's are), and making it, or flattening the
 * concatenation when it is encoded, costs about a millisecond on these machines; the parts are
 * each well under it. The same state with the same other parts gives the same array again (a
 * server composing pages from kept parts), which the server's compressed copies follow.
 */
export const composeDocumentParts = (template: string, parts: DocumentParts): string[] => {
  const made = madeDocuments.get(parts.state);
  if (made && made.template === template && sameParts(made.parts, parts)) return made.document;
  const document = composeAnew(template, parts);
  madeDocuments.set(parts.state, { template, parts, document });
  return document;
};

/** Documents made before, by their state: a server composing page after page from kept parts. */
const madeDocuments = new WeakMap<
  RenderState,
  { template: string; parts: DocumentParts; document: string[] }
>();

const sameList = <T>(a: readonly T[] = [], b: readonly T[] = [], same = (x: T, y: T) => x === y) =>
  a.length === b.length && a.every((item, index) => same(item, b[index] as T));

const sameHint = (a: Hint, b: Hint) =>
  a.href === b.href &&
  a.as === b.as &&
  a.crossOrigin === b.crossOrigin &&
  a.integrity === b.integrity;

/** Whether two sets of parts make the same document (the documents' values by identity). */
const sameParts = (a: DocumentParts, b: DocumentParts): boolean => {
  const documents = [Object.entries(a.documents ?? {}), Object.entries(b.documents ?? {})] as const;
  return (
    a.markup === b.markup &&
    a.htmlLang === b.htmlLang &&
    a.theme === b.theme &&
    a.title === b.title &&
    a.icons?.svg === b.icons?.svg &&
    a.icons?.png === b.icons?.png &&
    a.hintsAfterPaint === b.hintsAfterPaint &&
    a.bootScript === b.bootScript &&
    a.templates === b.templates &&
    a.afterPage === b.afterPage &&
    sameList(a.preconnect, b.preconnect) &&
    sameList(a.styles, b.styles) &&
    sameList(a.hints, b.hints, sameHint) &&
    sameList(
      documents[0],
      documents[1],
      ([id, value], [otherId, other]) => id === otherId && value === other,
    )
  );
};

const composeAnew = (template: string, parts: DocumentParts): string[] => {
  const [preloads, markup] = takeLeadingPreloads(parts.markup);
  const icons = parts.icons
    ? `<link rel="icon" type="image/svg+xml" href="${escapeHtml(parts.icons.svg)}">` +
      `<link rel="icon" type="image/png" sizes="64x64" href="${escapeHtml(parts.icons.png)}">`
    : '';
  const connections = parts.preconnect
    .map((origin) => `<link rel="preconnect" href="${escapeHtml(origin)}" crossorigin>`)
    .join('');
  const links = parts.styles
    .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`)
    .join('');
  const hintTags = (parts.hints ?? []).map(hintTag).join('');
  const hints =
    parts.hintsAfterPaint && hintTags
      ? `<template id="${HINTS_AFTER_PAINT_ID}">${hintTags}</template>`
      : hintTags;
  const state = [
    dataBlock(RENDER_STATE_ID, parts.state),
    ...Object.entries(parts.documents ?? {}).map(([id, value]) => dataBlock(id, value)),
  ].join('');
  // The template is filled first and the markup goes in last, by concatenation: every
  // replace on a string that holds the markup (100 KB and more) copies it again.
  // Replacer functions: a value may hold `$&` and the like, which a replacement string would
  // interpret.
  const page = template
    .replace(
      /<html\b[^>]*>/,
      () => `<html lang="${escapeHtml(parts.htmlLang)}" data-theme="${escapeHtml(parts.theme)}">`,
    )
    // The early taps' holder goes first, ahead of the stylesheets (a stylesheet still loading
    // would hold an inline script after it, and the parser with it).
    .replace(
      /<title>[^<]*<\/title>/,
      () =>
        `${parts.bootScript ? `<script>${EARLY_TAPS_SCRIPT}</script>` : ''}` +
        `<title>${escapeHtml(parts.title)}</title>${icons}${connections}${preloads}${links}`,
    )
    // `async`: it runs as soon as it arrives, while the page still parses (ADR 0032); it adds
    // the application's script once the document is parsed.
    .replace(/<script defer(?:="?defer"?)? src="?([^" >]+)"?><\/script>/, (tag, main: string) =>
      parts.bootScript
        ? `<script async src="${escapeHtml(parts.bootScript)}" data-main="${escapeHtml(main)}" fetchpriority="high"></script>`
        : tag,
    )
    // Last in the head, after the boot script: it holds the page's early taps, so it is fetched
    // at high priority (a few hundred bytes), never behind the hints.
    .replace('</head>', () => `${hints}</head>`);
  const root = /<div id="?root"?><\/div>/.exec(page);
  if (!root) return [page];
  return [
    `${page.slice(0, root.index)}${parts.templates ?? ''}<div id="root">`,
    markup,
    '</div>',
    state,
    parts.afterPage ?? '',
    page.slice(root.index + root[0].length),
  ];
};

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { type Canaries, canaryRemotesOf, visitorBucket } from './canaries';
import { createEncodedPages, encodingFor, pageBytes } from './encodedPages';
import type { PageCache } from './pageCache';
import { isMember, pageKey, pageUrl, parseCookies, preferenceCookieHeader } from './pageKey';
import type { PageRenderer, RenderedPage } from './pageRenderer';
import { createRenderBudget } from './renderBudget';
import { NO_CACHE } from './siteDocuments';
import type { KnownSiteStatus } from './siteStatus';

/** A page as the render answered it; null: the client-only page goes out. */
export type PageResult = Exclude<RenderedPage, { kind: 'clientOnly' }> | null;

/** Cache-Control of a member's page: never stored by anyone. */
export const MEMBER_PAGE = 'private, no-store';

/** Pages that are the same for every guest and may be kept: never a restricted page (403). */
const keepable = (page: PageResult): boolean =>
  page !== null && (page.kind === 'redirect' || [200, 404, 503].includes(page.status));

const encodedCopy = createEncodedPages();

/**
 * Sends a page the server rendered, or the redirect it asked for. A cached page goes out as its
 * compressed copy (made once per page), any other compressed per request.
 */
const sendRendered = async (
  request: FastifyRequest,
  reply: FastifyReply,
  rendered: NonNullable<PageResult>,
  { cacheControl, cdnCacheControl }: { cacheControl: string; cdnCacheControl: string | null },
): Promise<FastifyReply> => {
  reply.header('Cache-Control', cacheControl);
  const cached = cdnCacheControl !== null;
  if (cached) reply.header('CDN-Cache-Control', cdnCacheControl);
  if (rendered.kind === 'redirect') return reply.redirect(rendered.location, 302);
  // Maintenance: crawlers and monitors come back later instead of indexing the notice.
  if (rendered.status === 503) reply.header('Retry-After', '300');
  reply.code(rendered.status).type('text/html; charset=utf-8');
  const encoding = cached ? encodingFor(request.headers['accept-encoding']) : null;
  const html = rendered.parts ?? rendered.html;
  if (!encoding) return reply.send(typeof html === 'string' ? html : pageBytes(html));
  reply.header('Vary', 'Accept-Encoding, Cookie').header('Content-Encoding', encoding);
  // Keyed by the parts when the render gives them: pages composed from the same kept parts are
  // the same array, compressed once for all of them.
  return reply.send(await encodedCopy(rendered.parts ?? rendered, html, encoding));
};

/** What the guest page cache needs besides the render. */
export interface GuestCache {
  cache: PageCache<PageResult>;
  /**
   * CDN-Cache-Control of a guest's cached page (s-maxage, stale-while-revalidate). Browsers get
   * `no-cache`: they honour stale-while-revalidate too, and would show a guest's stale page after
   * a login or a release.
   */
  cdnCacheControl: string;
  /** The site's status now (null: unknown, nothing is cached). */
  status: () => Promise<KnownSiteStatus | null>;
  /** The live release set and brand: a change empties the cache. */
  generation: () => string;
}

/** A path's last segment has a file extension (`/boot.js`, `/missing.png`). */
const FILE_PATH = /\.[a-z0-9]+$/i;

/**
 * Whether a request is for a page: a browser says `text/html`; link previews of social sites and
 * chat apps, uptime monitors and curl accept any type (or send no Accept): they get the page for a path
 * that names no file rather than a 404.
 */
const wantsPage = (request: FastifyRequest): boolean => {
  const accept = request.headers.accept ?? '*/*';
  if (accept.includes('text/html')) return true;
  if (!accept.includes('*/*')) return false;
  try {
    return !FILE_PATH.test(decodeURIComponent(request.url.split('?')[0] ?? ''));
  } catch {
    return false;
  }
};

/**
 * Pages: a GET that accepts HTML and is no file gets the server render's first HTML (the frame
 * in the visitor's theme and language, with the status of a maintenance, restricted or unknown
 * page), or the client-only index.html when there is no render, it fails, it is late or the
 * address spent its render budget. A guest's page comes from the cache when it can (one render
 * for everyone: no visitor address, only the display cookies); a member's (the `signedIn`
 * cookie) is rendered for them and never stored. Anything else not found is a 404.
 */
export const registerSitePages = (
  app: FastifyInstance,
  {
    render,
    renderLimit,
    guests,
    canaries = () => ({}),
  }: {
    render: PageRenderer | null;
    renderLimit: { max: number; windowMs: number };
    guests: GuestCache | null;
    /** Running canaries: a visitor's bucket chooses their releases (ADR 0030). */
    canaries?: () => Canaries;
  },
): void => {
  const budget = createRenderBudget(renderLimit.max, renderLimit.windowMs);
  let generation: string | null = null;

  /**
   * Renders one request within the address's budget; past it (or failing), null. With the
   * visitor's cookies and address (a member's page, or a guest's the cache cannot hold), or for
   * a guest's cached page with the display cookies only, its URL without tracking ids and the
   * site status its key names.
   */
  const renderFor = async (
    request: FastifyRequest,
    {
      cookieHeader,
      clientIp,
      bucket,
      url = request.url,
      siteStatus,
    }: {
      cookieHeader: string | undefined;
      clientIp: string | undefined;
      bucket: number | null;
      url?: string;
      siteStatus?: unknown;
    },
  ): Promise<PageResult> => {
    // Past its render budget an address gets the static page (the same site, hydrated in the
    // browser): a flood of page loads costs file reads, not renders.
    if (!render || budget.spent(request.ip)) {
      if (render) request.log.warn({ address: request.ip }, 'render budget spent');
      return null;
    }
    const rendered = await render({
      url,
      host: request.host,
      cookieHeader,
      clientIp,
      bucket,
      ...(siteStatus === undefined ? {} : { siteStatus }),
    });
    return rendered && rendered.kind !== 'clientOnly' ? rendered : null;
  };

  /** A guest's page through the cache, or null when this page cannot be cached now. */
  const cachedPage = async (
    request: FastifyRequest,
    cookies: Record<string, string>,
    bucket: number | null,
    canaryRemotes: string[],
  ) => {
    if (!guests || !render) return null;
    const known = await guests.status();
    // Unknown, or restricted (the page shows the visitor's own address): rendered for them.
    if (known === null || known.status === 2) return null;
    const { status } = known;
    const now = guests.generation();
    if (now !== generation) {
      if (generation !== null) guests.cache.clear();
      generation = now;
    }
    const url = pageUrl(request.url);
    const key = pageKey({
      url,
      host: request.host,
      cookies,
      status,
      generation,
      canaryRemotes,
    });
    return guests.cache.get(key, async () => {
      // The status the key names goes into the render: the page shows it without asking again.
      const page = await renderFor(request, {
        cookieHeader: preferenceCookieHeader(cookies),
        clientIp: undefined,
        bucket,
        url,
        siteStatus: known.answer,
      });
      return { value: page, keep: keepable(page) };
    });
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const cookies = parseCookies(request.headers.cookie);
    const member = isMember(cookies);
    const running = canaries();
    const bucket = visitorBucket(cookies, reply, running);
    const cached = member
      ? null
      : await cachedPage(request, cookies, bucket, canaryRemotesOf(running, bucket));
    reply.header('X-Page-Cache', cached ? cached.outcome : 'bypass');
    if (guests) reply.header('Vary', 'Cookie');
    const page = cached
      ? cached.value
      : await renderFor(request, {
          cookieHeader: request.headers.cookie,
          clientIp: request.ip,
          bucket,
        });
    if (page) {
      const kept = Boolean(cached && keepable(page) && guests);
      return sendRendered(request, reply, page, {
        cacheControl: member ? MEMBER_PAGE : NO_CACHE,
        cdnCacheControl: kept && guests ? guests.cdnCacheControl : null,
      });
    }
    return reply
      .code(200)
      .header('Cache-Control', member ? MEMBER_PAGE : NO_CACHE)
      .sendSiteFile('index.html');
  };
  app.get('/', sendPage);
  app.setNotFoundHandler((request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && wantsPage(request))
      return sendPage(request, reply);
    return reply
      .code(404)
      .header('Cache-Control', NO_CACHE)
      .send({ success: false, value: null, message: 'Not found' });
  });
};

import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import type { FastifyBaseLogger } from 'fastify';
import type { RegistryDocument, SiteConfig } from 'shared-contracts';

import type { RemoteFiles } from './remoteHints';
import type { RemoteRelease } from './remoteReleases';

/** One page request, as the shell's server render takes it (shell/src/app/renderDocument.tsx). */
export interface PageRequest {
  url: string;
  host: string;
  cookieHeader?: string;
  clientIp?: string;
  /** The visitor's canary bucket (0-99), null without one: which releases their page names. */
  bucket?: number | null;
  /**
   * The site status's answer as this server already has it, for a page rendered for every guest
   * (no visitor address): the render uses it instead of asking the platform.
   */
  siteStatus?: unknown;
}

/** What the render answers. */
export type RenderedPage =
  | {
      kind: 'page';
      status: number;
      html: string;
      /** The page in parts, encoded one by one (absent from a render built before them). */
      parts?: readonly string[];
    }
  | { kind: 'redirect'; location: string }
  | { kind: 'clientOnly'; reason: string };

/** The answers guests share between renders (shell/src/ssr/sharedAnswers.ts). */
interface SharedAnswers {
  forget: () => void;
}

interface RenderModule {
  /** The hashes of the inline scripts its pages carry (absent in a render built before them). */
  INLINE_SCRIPT_SOURCES?: readonly string[];
  /** Absent in a render built before it: every render then asks for everything. */
  createSharedAnswers?: (options: { ttlMs: number }) => SharedAnswers;
  renderDocument: (
    request: PageRequest,
    setup: {
      siteConfig: SiteConfig;
      apiOrigin: string;
      template: string;
      firstPaint: FirstPaint;
      preconnectOrigins?: readonly string[];
      registry?: RegistryDocument | null;
      remoteFiles?: (remote: string, module: string) => RemoteFiles | null;
      callTimeoutMs?: number;
      remoteRelease?: (remote: string, module: string) => RemoteRelease | null;
      bootScript?: string;
      forwardHeaders?: Readonly<Record<string, string>>;
      onRemoteFailure?: (remote: string, error: unknown) => void;
      sharedAnswers?: SharedAnswers;
      checkFrames?: boolean;
    },
  ) => Promise<RenderedPage>;
}

/** The build's first-paint.json (tooling/webpack/FirstPaintStylesPlugin.cjs). */
interface FirstPaint {
  styles: string[];
  chunks: Record<string, string[]>;
  scripts?: string[];
}

/** Renders a page's first HTML, or answers null: then the client-only index.html is sent. */
export type PageRenderer = ((request: PageRequest) => Promise<RenderedPage | null>) & {
  /** Drops the answers kept between renders (ops changed content through this server). */
  forgetAnswers: () => void;
  /** The Content-Security-Policy sources of the inline scripts its pages carry. */
  inlineScriptSources: readonly string[];
};

/** The shell's boot script in SITE_DIR (shell/src/ssr/boot.ts). */
const BOOT_SCRIPT = 'boot.js';

/** Longest a render may take before the client-only page goes out instead. */
export const RENDER_DEADLINE_MS = 2500;

/**
 * Loads the shell's server render (SITE_RENDERER, built into shell/dist-server/render.cjs) with
 * the built index.html and first-paint.json of SITE_DIR. The render calls the API over HTTP at
 * `apiOrigin` (API_ORIGIN), the reference platform's or an operator's alike. Any failure (a missing build, a
 * throw, a slow platform) answers null, never an error page: the caller falls back to today's
 * client-only page (ARCHITECTURE rule 10).
 */
export const createPageRenderer = ({
  rendererFile,
  siteDir,
  siteConfig,
  apiOrigin,
  preconnectOrigins = () => [],
  registry = () => null,
  remoteFiles,
  remoteRelease,
  log,
  deadlineMs = RENDER_DEADLINE_MS,
  forwardHeaders = () => ({}),
  answersTtlMs = 0,
  checkFrames = false,
  brandVersion = () => '',
}: {
  rendererFile: string;
  siteDir: string;
  /** The API's site configuration now; null (not read yet): the client-only page goes out. */
  siteConfig: () => SiteConfig | null;
  apiOrigin: string;
  /** The remotes' origins now (they follow the registry). */
  preconnectOrigins?: () => readonly string[];
  /**
   * The registry document of a request now (the live one, with the visitor's canaries): inline
   * in the page, read per page so a rollback is live at once.
   */
  registry?: (request: PageRequest) => RegistryDocument | null;
  /** A module's files in the registry's release, hinted in the page (ADR 0026). */
  remoteFiles?: (
    remote: string,
    module: string,
    registry: RegistryDocument | null,
  ) => RemoteFiles | null;
  /** The registry's release of a remote's server render, for the route's area (ADR 0017). */
  remoteRelease?: (
    remote: string,
    module: string,
    registry: RegistryDocument | null,
  ) => RemoteRelease | null;
  log: FastifyBaseLogger;
  deadlineMs?: number;
  /** Headers of every API call the render makes (the visitor's address, the shared key). */
  forwardHeaders?: (request: PageRequest) => Readonly<Record<string, string>>;
  /** How long one render's answers serve the next renders of its host and language (0: not). */
  answersTtlMs?: number;
  /** Renders pages on kept frames whole as well and fails them when they differ (tests). */
  checkFrames?: boolean;
  /** The brand's version now: a change drops the kept answers. */
  brandVersion?: () => string;
}): PageRenderer | null => {
  const firstPaintFile = path.join(siteDir, 'first-paint.json');
  if (!existsSync(rendererFile) || !existsSync(firstPaintFile)) {
    log.warn(
      { rendererFile, firstPaintFile },
      'server render not built: pages render in the browser',
    );
    return null;
  }
  let module: RenderModule;
  try {
    module = createRequire(__filename)(path.resolve(rendererFile)) as RenderModule;
  } catch (error) {
    log.error(
      { err: error, rendererFile },
      'server render unloadable: pages render in the browser',
    );
    return null;
  }
  const template = readFileSync(path.join(siteDir, 'index.html'), 'utf8');
  // The shell's boot script, when built: the page's only script until it has loaded.
  const bootScript = existsSync(path.join(siteDir, BOOT_SCRIPT)) ? `/${BOOT_SCRIPT}` : undefined;
  const firstPaint = JSON.parse(readFileSync(firstPaintFile, 'utf8')) as FirstPaint;
  const sharedAnswers =
    answersTtlMs > 0 ? module.createSharedAnswers?.({ ttlMs: answersTtlMs }) : undefined;
  let answersBrand = brandVersion();
  const render = async (request: PageRequest): Promise<RenderedPage | null> => {
    const config = siteConfig();
    if (!config) {
      log.warn({ url: request.url }, 'site configuration not read from the API: client-only page');
      return null;
    }
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), deadlineMs);
    });
    // The visitor's registry: every hint and the area's render follow the same releases.
    const document = registry(request);
    const brand = brandVersion();
    if (brand !== answersBrand) {
      answersBrand = brand;
      sharedAnswers?.forget();
    }
    try {
      const rendered = await Promise.race([
        module.renderDocument(request, {
          siteConfig: config,
          apiOrigin,
          template,
          firstPaint,
          preconnectOrigins: preconnectOrigins(),
          registry: document,
          remoteFiles: remoteFiles && ((remote, name) => remoteFiles(remote, name, document)),
          remoteRelease: remoteRelease && ((remote, name) => remoteRelease(remote, name, document)),
          bootScript,
          forwardHeaders: forwardHeaders(request),
          sharedAnswers,
          checkFrames,
          onRemoteFailure: (remote, error) => {
            log.error(
              { err: error, remote, url: request.url },
              "remote's server render failed: its area renders in the browser",
            );
          },
        }),
        deadline,
      ]);
      if (!rendered)
        log.warn({ url: request.url }, 'server render too slow: client-only page sent');
      else if (rendered.kind === 'clientOnly')
        log.debug({ url: request.url, reason: rendered.reason }, 'client-only page');
      return rendered;
    } catch (error) {
      log.error({ err: error, url: request.url }, 'server render failed: client-only page sent');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
  return Object.assign(render, {
    forgetAnswers: () => sharedAnswers?.forget(),
    inlineScriptSources: module.INLINE_SCRIPT_SOURCES ?? [],
  });
};

import type { DehydratedState } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { type Language, LANGUAGES, type Theme, THEMES } from 'shared-contracts';
import { useHydrated } from 'shared-ui';

import { RENDER_STATE_ID } from './renderStateId';

/**
 * What the server rendered the page's frame with (ADR 0016): the browser's first render must
 * use the same values, or hydration would not match. The server writes it into the page as
 * JSON (a data block, never run as script); the bootstrap reads it before hydrating.
 */
export interface RenderState {
  theme: Theme;
  language: Language;
  /** The side menu's icons-only mode, as the visitor left it. */
  sideMenuMini: boolean;
  /** The platform answers the frame was rendered with (TanStack Query's dehydrated cache). */
  queries: DehydratedState;
  /** The route's remote area, when the server rendered it too (ADR 0017), with its answers. */
  remote?: RenderedRemote;
}

/** A remote area the server rendered: which one, and its cache's answers. */
export interface RenderedRemote {
  remote: string;
  module: string;
  namespace: string;
  queries: DehydratedState;
}

const isDehydrated = (value: unknown): value is DehydratedState =>
  isObject(value) && Array.isArray(value.queries) && Array.isArray(value.mutations);

const parseRenderedRemote = (value: unknown): RenderedRemote | undefined => {
  if (!isObject(value) || !isDehydrated(value.queries)) return undefined;
  const { remote, module, namespace, queries } = value;
  if (typeof remote !== 'string' || typeof module !== 'string' || typeof namespace !== 'string')
    return undefined;
  return { remote, module, namespace, queries };
};

export { RENDER_STATE_ID };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A parsed render state, or null when the value is not one. */
export const parseRenderState = (value: unknown): RenderState | null => {
  if (!isObject(value) || !isDehydrated(value.queries)) return null;
  const { theme, language, sideMenuMini, queries } = value;
  if (!(THEMES as readonly unknown[]).includes(theme)) return null;
  if (!(LANGUAGES as readonly unknown[]).includes(language)) return null;
  const remote = parseRenderedRemote(value.remote);
  return {
    theme: theme as Theme,
    language: language as Language,
    sideMenuMini: sideMenuMini === true,
    queries,
    ...(remote ? { remote } : {}),
  };
};

/** The state the server rendered this page with; null for a page the browser renders alone. */
export const readRenderState = (doc: Document = document): RenderState | null => {
  const text = doc.getElementById(RENDER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return parseRenderState(JSON.parse(text));
  } catch {
    return null;
  }
};

/** The state of a server-rendered page, for initial values that must match the server's. */
export const RenderStateContext = createContext<RenderState | null>(null);

/** See {@link RenderStateContext}. */
export const useRenderState = (): RenderState | null => useContext(RenderStateContext);

/**
 * True while React renders on the server or hydrates the server's HTML, false afterwards (and
 * always in a page the browser renders alone). What only the browser knows (a remote area, the
 * stored choices) renders after hydration, so the first render matches the server's HTML.
 */
export const useServerRender = (): boolean => !useHydrated();

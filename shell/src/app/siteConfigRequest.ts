// No shared imports here: index.ts starts this request before the shared libraries have loaded.
import { SITE_CONFIG_ID, takeInlineJson } from '../ssr/inlineDocuments';

/** The raw site configuration from /site-config.json (validated by the caller). */
export const fetchSiteConfigJson = async (): Promise<unknown> => {
  const response = await fetch('/site-config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`site-config.json answered ${response.status}`);
  return response.json();
};

let early: Promise<unknown> | null = null;

/**
 * Starts the request at once, so it runs while the application code downloads; a page the
 * server rendered carries the configuration in its HTML (ADR 0026), and nothing is fetched.
 */
export const startSiteConfigRequest = (): Promise<unknown> => {
  const inline = takeInlineJson(SITE_CONFIG_ID);
  const request = inline === undefined ? fetchSiteConfigJson() : Promise.resolve(inline);
  early = request;
  // Handled by whoever takes it; this only keeps an early failure from being reported twice.
  request.catch(() => undefined);
  return request;
};

/** The request started by {@link startSiteConfigRequest}, once; later calls fetch afresh. */
export const takeSiteConfigJson = (): Promise<unknown> => {
  const request = early ?? fetchSiteConfigJson();
  early = null;
  return request;
};

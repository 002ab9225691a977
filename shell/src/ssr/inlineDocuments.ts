// No imports: index.ts reads these before the shared libraries are negotiated.

/** Id of the data block holding the site configuration (what /site-config.json answers). */
export const SITE_CONFIG_ID = 'site-config';
/** Id of the data block holding the registry document (what /registry.json answers). */
export const REGISTRY_ID = 'registry';

/** Ids of the blocks already taken: each is read once, later reads fetch afresh. */
const taken = new Set<string>();

/**
 * The JSON of a `<script type="application/json">` data block the server render put in the page
 * (ADR 0026), once: a second call answers undefined, as does a page without it (the client-only
 * page) or a block that is not JSON. The caller validates what it gets and fetches when there is
 * none.
 */
export const takeInlineJson = (id: string, doc: Document = document): unknown => {
  if (taken.has(id)) return undefined;
  taken.add(id);
  const block = doc.getElementById(id);
  if (!(block instanceof HTMLScriptElement) || block.type !== 'application/json') return undefined;
  try {
    return JSON.parse(block.textContent ?? '') as unknown;
  } catch {
    return undefined;
  }
};

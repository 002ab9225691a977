import {
  type RegistryDocument,
  registryDocumentSchema,
  registryEntryOf,
  type RemoteId,
} from 'shared-contracts';

import { REGISTRY_ID, takeInlineJson } from '../ssr/inlineDocuments';

/** The registry could not be read or is malformed. */
export class RegistryUnavailableError extends Error {
  override readonly name = 'RegistryUnavailableError';
}

let pending: Promise<RegistryDocument> | null = null;
let registryUrl = '/registry.json';
/** The registry this page last read (field data tags each remote's events with its release). */
let lastRead: RegistryDocument | null = null;

/** Sets where the registry document lives (from the site config). */
export const configureRegistry = (url: string): void => {
  registryUrl = url;
  pending = null;
};

/**
 * The registry document the server render put in the page (ADR 0026), once: the page was
 * rendered with the live releases (its HTML is never cached), so the first load needs no request.
 */
const inlineRegistry = (): RegistryDocument | undefined => {
  const inline = takeInlineJson(REGISTRY_ID);
  if (inline === undefined) return undefined;
  const parsed = registryDocumentSchema.safeParse(inline);
  return parsed.success ? parsed.data : undefined;
};

const fetchRegistry = async (): Promise<RegistryDocument> => {
  // no-store: a rollback must take effect on the next load, never from a cache.
  const response = await fetch(registryUrl, { cache: 'no-store' }).catch((error: unknown) => {
    throw new RegistryUnavailableError(`Registry unreachable: ${String(error)}`);
  });
  if (!response.ok) throw new RegistryUnavailableError(`Registry answered ${response.status}`);
  const parsed = registryDocumentSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new RegistryUnavailableError('Registry document is malformed');
  return parsed.data;
};

/**
 * The registry document, from the page's HTML or fetched, once per page load (fetched again
 * after a failure). `fresh` fetches it anew, for a retry after a failure: a release rolled back
 * or fixed while the page was open is then picked up without a reload.
 */
export const getRegistry = ({
  fresh = false,
}: { fresh?: boolean } = {}): Promise<RegistryDocument> => {
  if (fresh) pending = null;
  // Taken on the first call whatever it asks: a later call never goes back to the page's copy.
  const inline = inlineRegistry();
  if (!pending && inline && !fresh) pending = Promise.resolve(inline);
  if (!pending) {
    pending = fetchRegistry().catch((error: unknown) => {
      pending = null;
      throw error;
    });
  }
  return pending.then((document) => {
    lastRead = document;
    return document;
  });
};

/**
 * The release id (`<version>-<buildId>`, the release store's folder name) of a remote in the
 * registry this page last read, or undefined before it read one or when it lists none.
 */
export const liveReleaseOf = (remote: RemoteId): string | undefined => {
  const entry = lastRead ? registryEntryOf(lastRead, remote) : undefined;
  return entry ? `${entry.version}-${entry.buildId}` : undefined;
};

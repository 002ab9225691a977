import { type RegistryDocument, registryDocumentSchema } from 'shared-contracts';

/** The registry could not be read or is malformed. */
export class RegistryUnavailableError extends Error {
  override readonly name = 'RegistryUnavailableError';
}

let pending: Promise<RegistryDocument> | null = null;
let registryUrl = '/registry.json';

/** Sets where the registry document lives (from the site config). */
export const configureRegistry = (url: string): void => {
  registryUrl = url;
  pending = null;
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
 * The registry document, fetched once per page load (again after a failure). `fresh` fetches it
 * anew, for a retry after a failure: a release rolled back or fixed while the page was open is
 * then picked up without a reload.
 */
export const getRegistry = ({
  fresh = false,
}: { fresh?: boolean } = {}): Promise<RegistryDocument> => {
  if (fresh) pending = null;
  if (!pending) {
    pending = fetchRegistry().catch((error: unknown) => {
      pending = null;
      throw error;
    });
  }
  return pending;
};

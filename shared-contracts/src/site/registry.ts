import { z } from 'zod/mini';

import { lazySchema } from '../lazySchema';
import { REMOTE_CATALOGUE, type RemoteId } from './remoteCatalogue';

/** Remotes of the site and the federation names they are built under. */
export const REMOTES = Object.fromEntries(
  Object.entries(REMOTE_CATALOGUE).map(([id, spec]) => [id, spec.federationName]),
) as { readonly [R in RemoteId]: (typeof REMOTE_CATALOGUE)[R]['federationName'] };

/** One live release of a remote, as the registry points to it. */
export const registryEntrySchema = lazySchema(() =>
  z.object({
    /** Semver of the remote package. */
    version: z.string(),
    /** Build id, unique per build. */
    buildId: z.string(),
    /** Absolute URL of the release's mf-manifest.json. */
    manifestUrl: z.string().check(z.url()),
    /** Major version of shared-contracts the release was built against. */
    contractMajor: z.number().check(z.int(), z.gte(0)),
    /** Subresource-integrity hash of the remote entry, when recorded. */
    integrity: z.optional(z.string()),
  }),
);
export type RegistryEntry = z.infer<typeof registryEntrySchema>;

/**
 * The registry document (served no-cache): which release of each remote is live. Rolling back
 * means pointing an entry at an earlier release. Keys are remote ids; a shell ignores ids it
 * does not know (a newer registry may list remotes an older shell has never heard of), so one
 * unknown key never takes the other remotes down.
 */
export const registryDocumentSchema = lazySchema(() =>
  z.object({
    schemaVersion: z.literal(1),
    remotes: z.record(z.string(), registryEntrySchema),
  }),
);
export type RegistryDocument = z.infer<typeof registryDocumentSchema>;

/** The registry's entry for a remote the shell knows, or undefined. */
export const registryEntryOf = (
  document: RegistryDocument,
  remote: RemoteId,
): RegistryEntry | undefined =>
  Object.hasOwn(document.remotes, remote) ? document.remotes[remote] : undefined;

import { z } from 'zod/mini';

/** Remotes of the site and the federation names they are built under. */
export const REMOTES = {
  'mfe-auth': 'mfe_auth',
  'mfe-lobby': 'mfe_lobby',
  'mfe-lottery': 'mfe_lottery',
  'mfe-member': 'mfe_member',
  'mfe-agent': 'mfe_agent',
  'mfe-promo': 'mfe_promo',
} as const;
export type RemoteId = keyof typeof REMOTES;

/** One live release of a remote, as the registry points to it. */
export const registryEntrySchema = z.object({
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
});
export type RegistryEntry = z.infer<typeof registryEntrySchema>;

/**
 * The registry document (served no-cache): which release of each remote is live. Rolling back
 * means pointing an entry at an earlier release.
 */
export const registryDocumentSchema = z.object({
  schemaVersion: z.literal(1),
  remotes: z.partialRecord(
    z.enum(Object.keys(REMOTES) as [RemoteId, ...RemoteId[]]),
    registryEntrySchema,
  ),
});
export type RegistryDocument = z.infer<typeof registryDocumentSchema>;

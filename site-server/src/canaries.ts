import { randomInt } from 'node:crypto';
import path from 'node:path';

import { type RegistryDocument, type RegistryEntry, registryEntrySchema } from 'shared-contracts';

import { parsedStoreFile, type StoreFileState } from './storeFile';

/**
 * Canary releases (ADR 0030): the release store's canaries.json, beside its registry.json, names
 * for each remote in a canary its release and share of visitors. A visitor's bucket (0-99, a
 * cookie set at their first page while a canary runs) is sticky: a visitor whose bucket is under
 * a remote's share gets that remote's canary entry in the registry they are served, inline in
 * their page and at /registry.json, and their page's area rendered by it.
 */
export const BUCKET_COOKIE = 'mfeBucket';
/** A bucket lasts 90 days: a visitor keeps their release across a canary's life. */
const BUCKET_MAX_AGE_S = 90 * 24 * 60 * 60;

export interface Canary {
  share: number;
  release: string;
  entry: RegistryEntry;
}
export type Canaries = Readonly<Record<string, Canary>>;

const isCanary = (value: unknown): value is Canary => {
  if (!value || typeof value !== 'object') return false;
  const { share, release, entry } = value as Record<string, unknown>;
  return (
    Number.isInteger(share) &&
    (share as number) >= 1 &&
    (share as number) <= 99 &&
    typeof release === 'string' &&
    registryEntrySchema.safeParse(entry).success
  );
};

/** canaries.json beside the release store's registry file. */
export const canariesFileOf = (registryFile: string): string =>
  path.join(path.dirname(registryFile), 'canaries.json');

/**
 * The running canaries, from canaries.json beside the registry file (parsed again only when it
 * changes). None without the file or when it is unreadable; an invalid entry is left out (its
 * remote serves its live release to everyone).
 */
export const liveCanaries = (canariesFile: () => StoreFileState): (() => Canaries) =>
  parsedStoreFile(canariesFile, (text) => {
    if (text === null) return {};
    try {
      const remotes = (JSON.parse(text) as { remotes?: Record<string, unknown> }).remotes ?? {};
      const canaries: Record<string, Canary> = {};
      for (const [remote, canary] of Object.entries(remotes))
        if (isCanary(canary)) canaries[remote] = canary;
      return canaries;
    } catch {
      return {};
    }
  });

/** The visitor's bucket from their cookies, or null when they have none (or a bad one). */
export const bucketOf = (cookies: Record<string, string>): number | null => {
  const value = cookies[BUCKET_COOKIE];
  if (value === undefined || !/^\d{1,2}$/.test(value)) return null;
  return Number(value);
};

/** A new visitor's bucket, uniform over 0-99. */
export const newBucket = (): number => randomInt(100);

/** The Set-Cookie value that keeps a visitor's bucket. */
export const bucketCookie = (bucket: number): string =>
  `${BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=${BUCKET_MAX_AGE_S}; SameSite=Lax; HttpOnly`;

/**
 * The visitor's bucket: their cookie's, or, while a canary runs, a new one kept in a cookie set
 * on `reply`. Null for a visitor without one while no canary runs (nothing to choose).
 */
export const visitorBucket = (
  cookies: Record<string, string>,
  reply: { header: (name: string, value: string) => unknown },
  canaries: Canaries,
): number | null => {
  const bucket = bucketOf(cookies);
  if (bucket !== null || Object.keys(canaries).length === 0) return bucket;
  const assigned = newBucket();
  reply.header('Set-Cookie', bucketCookie(assigned));
  return assigned;
};

/** The remotes whose canary a visitor in `bucket` gets, sorted (part of a cached page's key). */
export const canaryRemotesOf = (canaries: Canaries, bucket: number | null): string[] =>
  bucket === null
    ? []
    : Object.entries(canaries)
        .filter(([, canary]) => bucket < canary.share)
        .map(([remote]) => remote)
        .sort();

/** The registry a visitor in `bucket` is served: the live one with their canaries in it. */
export const registryFor = (
  registry: RegistryDocument | null,
  canaries: Canaries,
  bucket: number | null,
): RegistryDocument | null => {
  const remotes = canaryRemotesOf(canaries, bucket);
  if (!registry || remotes.length === 0) return registry;
  return {
    ...registry,
    remotes: {
      ...registry.remotes,
      ...Object.fromEntries(
        remotes
          .filter((remote) => Object.hasOwn(registry.remotes, remote))
          .map((remote) => [remote, canaries[remote]!.entry]),
      ),
    },
  };
};

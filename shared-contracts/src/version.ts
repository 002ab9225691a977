/**
 * Version of the wire contract. Remotes record the major they were built against; the shell
 * refuses a remote whose major differs from its own (ARCHITECTURE rule 5).
 * Kept equal to package.json's version by a unit test.
 */
export const CONTRACT_VERSION = '1.3.0';

/** Major part of {@link CONTRACT_VERSION}. */
export const CONTRACT_MAJOR = 1;

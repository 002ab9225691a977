// Server only (node:crypto): the server render's bundle exports this to the site server.
import { createHash } from 'node:crypto';

import { EARLY_TAPS_SCRIPT } from './earlyTaps';

/** A script's Content-Security-Policy source: its SHA-256 digest, base64. */
const hashSource = (script: string) =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/**
 * The script-src sources of the inline scripts a server-rendered page of this build may carry
 * (only the early taps' holder): the site server adds them to every page's policy, which allows
 * no other inline script.
 */
export const INLINE_SCRIPT_SOURCES: readonly string[] = [hashSource(EARLY_TAPS_SCRIPT)];

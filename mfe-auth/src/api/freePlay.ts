import {
  encodeEncryptionHeader,
  FREE_PLAY_GATEWAY_VERSION,
  FREE_PLAY_HEADERS,
  FREE_PLAY_PLATFORM,
} from 'shared-contracts';
import { encryptPayload } from 'shared-contracts/crypto';

/** The visitor's operating system family, as the free-play call's `os` header wants it. */
const osFamily = (userAgent: string): string => {
  if (/android/i.test(userAgent)) return 'Android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'iOS';
  if (/windows/i.test(userAgent)) return 'Windows';
  if (/mac os/i.test(userAgent)) return 'MacOS';
  if (/linux/i.test(userAgent)) return 'Linux';
  return 'Other';
};

const randomString = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

/** Where the browser keeps its free-play device id (not a secret: a per-device counter key). */
export const FREE_PLAY_DEVICE_KEY = 'freePlay.deviceId';

/**
 * The device's free-play id: made once and kept in localStorage, so the platform's per-device
 * limit (against free-play farming) counts this browser; a fresh one per call when storage is
 * blocked.
 */
export const freePlayDeviceId = (): string => {
  try {
    const kept = window.localStorage.getItem(FREE_PLAY_DEVICE_KEY);
    if (kept && /^[0-9a-f]{32}$/.test(kept)) return kept;
    const made = randomString();
    window.localStorage.setItem(FREE_PLAY_DEVICE_KEY, made);
    return made;
  } catch {
    return randomString();
  }
};

/**
 * Free play is the one call with headers of its own (SPEC section 7), sealed afresh each time:
 * the kit's mutations send none, so the call is made by hand with these.
 */
export const freePlayHeaders = (secret: string): Record<string, string> => ({
  [FREE_PLAY_HEADERS.os]: osFamily(navigator.userAgent),
  [FREE_PLAY_HEADERS.platform]: FREE_PLAY_PLATFORM,
  [FREE_PLAY_HEADERS.gatewayVersion]: FREE_PLAY_GATEWAY_VERSION,
  [FREE_PLAY_HEADERS.encryption]: encodeEncryptionHeader(
    encryptPayload(secret, freePlayDeviceId()),
  ),
});

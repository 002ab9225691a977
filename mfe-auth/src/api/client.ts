import axios, { type AxiosInstance } from 'axios';
import {
  createPlatformClient,
  encodeEncryptionHeader,
  FREE_PLAY_GATEWAY_VERSION,
  FREE_PLAY_HEADERS,
  FREE_PLAY_PLATFORM,
  freePlayEndpoint,
  type HostContext,
  type PlatformClient,
} from 'shared-contracts';
import { encryptPayload } from 'shared-contracts/crypto';

/** The visitor's operating system family, as the free-play call's `os` header wants it. */
export const osFamily = (userAgent: string): string => {
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

/**
 * Free play is the one call with its own headers (SPEC section 7). The shared client sends
 * only the common ones, so this remote's axios instance adds them for that path.
 */
export const addFreePlayHeaders = (http: AxiosInstance, secret: string): AxiosInstance => {
  http.interceptors.request.use((config) => {
    if (config.url === freePlayEndpoint.path) {
      config.headers.set(FREE_PLAY_HEADERS.os, osFamily(navigator.userAgent));
      config.headers.set(FREE_PLAY_HEADERS.platform, FREE_PLAY_PLATFORM);
      config.headers.set(FREE_PLAY_HEADERS.gatewayVersion, FREE_PLAY_GATEWAY_VERSION);
      config.headers.set(
        FREE_PLAY_HEADERS.encryption,
        encodeEncryptionHeader(encryptPayload(secret, randomString())),
      );
    }
    return config;
  });
  return http;
};

/** The remote's one platform client: base URL, token and language from the host. */
export const createAuthClient = (host: HostContext, http?: AxiosInstance): PlatformClient =>
  createPlatformClient({
    baseUrl: host.config.apiBaseUrl,
    getToken: () => host.getToken(),
    getLanguage: () => host.bus.language.get(),
    http: addFreePlayHeaders(
      http ?? axios.create({ baseURL: host.config.apiBaseUrl, timeout: 20_000 }),
      host.config.payloadSecret,
    ),
  });

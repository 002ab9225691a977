import type { AxiosInstance } from 'axios';
import { createPlatformClient, type HostContext, type PlatformClient } from 'shared-contracts';

/**
 * The remote's one platform client, configured from what the shell hands over: its base URL,
 * the session token and the active language (sent as the Language header).
 */
export const createLobbyClient = (host: HostContext, http?: AxiosInstance): PlatformClient =>
  createPlatformClient({
    baseUrl: host.config.apiBaseUrl,
    getToken: () => host.getToken(),
    getLanguage: () => host.bus.language.get(),
    http,
  });

import { createPlatformClient, type HostContext, type PlatformClient } from 'shared-contracts';

/**
 * The shell's one platform client: the configured base URL, the session token from the host
 * and the active language (sent as the Language header) read at call time.
 */
export const createShellClient = (host: HostContext): PlatformClient =>
  createPlatformClient({
    baseUrl: host.config.apiBaseUrl,
    getToken: host.getToken,
    getLanguage: () => host.bus.language.get(),
  });

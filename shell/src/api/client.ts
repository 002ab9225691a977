import axios, { type AxiosAdapter, type AxiosResponse } from 'axios';
import { createPlatformClient, type HostContext, type PlatformClient } from 'shared-contracts';

import { takeEarlyAnswer } from './earlyRequests';

const TIMEOUT_MS = 20_000;

/**
 * Sends a call through the network unless index.ts already asked the same GET while the code
 * downloaded; then that answer is used once, parsed and validated like any other. An early
 * request that failed is simply asked again.
 */
export const withEarlyAnswers =
  (network: AxiosAdapter): AxiosAdapter =>
  async (config) => {
    const early =
      config.method?.toUpperCase() === 'GET' && config.url
        ? takeEarlyAnswer(config.url, config.params as Record<string, unknown> | undefined)
        : undefined;
    const answer = early ? await early.catch(() => undefined) : undefined;
    if (!answer) return network(config);
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.status,
      statusText: '',
      headers: {},
      config,
    };
    return response;
  };

/**
 * The shell's one platform client: the configured base URL, the session token from the host
 * and the active language (sent as the Language header) read at call time.
 */
export const createShellClient = (host: HostContext): PlatformClient => {
  const http = axios.create({ baseURL: host.config.apiBaseUrl, timeout: TIMEOUT_MS });
  http.defaults.adapter = withEarlyAnswers(axios.getAdapter(axios.defaults.adapter));
  return createPlatformClient({
    baseUrl: host.config.apiBaseUrl,
    http,
    getToken: host.getToken,
    getLanguage: () => host.bus.language.get(),
  });
};

/** The WebSocket URL of the platform's push channel, from the API base URL and path. */
export const realtimeUrl = (apiBaseUrl: string, wsPath: string, pageOrigin: string): string => {
  const base = new URL(apiBaseUrl || pageOrigin);
  base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  base.pathname = wsPath;
  base.search = '';
  base.hash = '';
  return base.toString();
};

import fastifyHttpProxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The header by which this server proves to the API that it forwards the visitor's address. */
export const RENDER_KEY_HEADER = 'x-render-key';

/**
 * The headers the API gets with a forwarded call, a render's call or a socket: the visitor's
 * address (what this server believes: the peer, or what a trusted proxy in front appended) and,
 * with a shared RENDER_KEY, the key that makes the API believe it. The client's own
 * X-Forwarded-For and key never pass: this server states the address, the client does not.
 */
export const forwardingHeaders = (
  request: Pick<FastifyRequest, 'ip' | 'protocol'>,
  renderKey: string | null,
): Record<string, string> => ({
  'x-forwarded-for': request.ip,
  'x-forwarded-proto': request.protocol,
  ...(renderKey ? { [RENDER_KEY_HEADER]: renderKey } : {}),
});

/**
 * Forwards each API path prefix to the API origin with @fastify/http-proxy (ADR 0027): bodies as
 * streams, answers as they come (the API's own status, headers and compression), WebSockets
 * (the balance socket under /wps, the chat's under /chat) included. The Host header is kept, so
 * the API picks the public origin the visitor used (game URLs, the domain route).
 */
export const registerApiProxy = async (
  app: FastifyInstance,
  {
    apiOrigin,
    apiPaths,
    renderKey,
  }: { apiOrigin: string; apiPaths: readonly string[]; renderKey: string | null },
): Promise<void> => {
  const socketHeaders = (headers: Record<string, string>, request: FastifyRequest) => ({
    ...headers,
    ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
    ...(request.headers.origin ? { origin: request.headers.origin } : {}),
    ...forwardingHeaders(request, renderKey),
  });
  for (const prefix of apiPaths) {
    await app.register(fastifyHttpProxy, {
      upstream: apiOrigin,
      prefix,
      rewritePrefix: prefix,
      websocket: true,
      // The API parses and limits bodies itself: they pass through unread.
      proxyPayloads: true,
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => {
          // The client's own key and forwarded address are dropped: this server states them.
          const rest = { ...headers };
          delete rest[RENDER_KEY_HEADER];
          delete rest['x-forwarded-for'];
          return {
            ...rest,
            host: request.headers.host ?? rest.host,
            ...forwardingHeaders(request, renderKey),
          };
        },
      },
      // The socket's headers: the library reads this option though its types omit it.
      wsClientOptions: { rewriteRequestHeaders: socketHeaders } as object,
    });
  }
};

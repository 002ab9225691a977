import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { PageRenderer, RenderedPage } from './pageRenderer';
import { createRenderBudget } from './renderBudget';
import { NO_CACHE } from './siteDocuments';

/** Sends a page the server rendered, or the redirect it asked for. */
const sendRendered = (
  reply: FastifyReply,
  rendered: Exclude<RenderedPage, { kind: 'clientOnly' }>,
): FastifyReply => {
  reply.header('Cache-Control', NO_CACHE);
  if (rendered.kind === 'redirect') return reply.redirect(rendered.location, 302);
  // Maintenance: crawlers and monitors come back later instead of indexing the notice.
  if (rendered.status === 503) reply.header('Retry-After', '300');
  return reply.code(rendered.status).type('text/html; charset=utf-8').send(rendered.html);
};

/**
 * Pages: a GET that accepts HTML and is no file gets the server render's first HTML (the frame
 * in the visitor's theme and language, with the status of a maintenance, restricted or unknown
 * page), or the client-only index.html when there is no render, it fails, it is late or the
 * address spent its render budget. Anything else not found is a 404.
 */
export const registerSitePages = (
  app: FastifyInstance,
  {
    render,
    renderLimit,
  }: { render: PageRenderer | null; renderLimit: { max: number; windowMs: number } },
): void => {
  const budget = createRenderBudget(renderLimit.max, renderLimit.windowMs);
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    // Past its render budget an address gets the static page (the same site, hydrated in the
    // browser): a flood of page loads costs file reads, not renders.
    const overBudget = render !== null && budget.spent(request.ip);
    if (overBudget) request.log.warn({ address: request.ip }, 'render budget spent');
    const rendered =
      render && !overBudget
        ? await render({
            url: request.url,
            host: request.host,
            cookieHeader: request.headers.cookie,
            clientIp: request.ip,
          })
        : null;
    if (rendered && rendered.kind !== 'clientOnly') return sendRendered(reply, rendered);
    return reply.code(200).header('Cache-Control', NO_CACHE).sendFile('index.html');
  };
  app.get('/', sendPage);
  app.setNotFoundHandler((request, reply) => {
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if ((request.method === 'GET' || request.method === 'HEAD') && wantsHtml)
      return sendPage(request, reply);
    return reply
      .code(404)
      .header('Cache-Control', NO_CACHE)
      .send({ success: false, value: null, message: 'Not found' });
  });
};

import { createHash } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { notFound } from '../../http/httpError';
import { parseInput } from '../../http/parseInput';
import type { OutboxMessage } from './devOutbox';

/** Where the local inbox is (demo mode only); the site links to it from /site-config.json. */
export const DEMO_INBOX_PATH = '/dev/inbox';

const querySchema = z.object({ to: z.string().trim().max(120).optional() }).strict();

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:16px;background:#f5f6fb;color:#14162b}
main{max-width:760px;margin:0 auto}h1{font-size:1.5rem;margin:0 0 4px}
p.note{color:#545a78;margin:0 0 16px}nav ul{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:8px}
nav a{display:inline-block;padding:6px 10px;border:1px solid #d5d8e8;border-radius:8px;background:#fff;color:#4c1d95}
nav a[aria-current]{background:#6d28d9;color:#fff}a{color:#4c1d95}a:focus-visible{outline:3px solid #c026d3;outline-offset:2px}
ol{list-style:none;padding:0}li.message{background:#fff;border:1px solid #d5d8e8;border-radius:8px;padding:12px;margin:0 0 12px}
.meta{color:#545a78;font-size:.875rem}.code{font:700 1.75rem/1.2 ui-monospace,monospace;letter-spacing:.15em;margin:4px 0}
.body{white-space:pre-wrap;overflow-wrap:anywhere}
@media (prefers-color-scheme:dark){body{background:#0b0e24;color:#f3f4ff}nav a,li.message{background:#141838;border-color:#2e3470;color:#f3f4ff}
p.note,.meta{color:#a6acd6}a{color:#c4b5fd}nav a[aria-current]{background:#a78bfa;color:#0b0e24}}`;
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');
/** No script, no frames, nothing from elsewhere: the one inline style, by its hash. */
export const DEMO_INBOX_CSP = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
/** Escapes a message and makes its web links (a reset link) followable. */
const bodyHtml = (body: string) =>
  escapeHtml(body).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

const inboxLink = (to: string | null) =>
  to ? `${DEMO_INBOX_PATH}?to=${encodeURIComponent(to)}` : DEMO_INBOX_PATH;

const messageHtml = (message: OutboxMessage) => {
  const when = new Date(message.createdAt).toISOString().replace('T', ' ').slice(0, 19);
  const kind = message.channel === 'sms' ? 'SMS' : 'Email';
  return `<li class="message"><p class="meta">${kind} to <a href="${escapeHtml(inboxLink(message.recipient))}">${escapeHtml(message.recipient)}</a> · <time datetime="${new Date(message.createdAt).toISOString()}">${when} UTC</time></p>${
    message.code
      ? `<p class="code" aria-label="Code ${escapeHtml([...message.code].join(' '))}">${escapeHtml(message.code)}</p>`
      : ''
  }<p class="body">${bodyHtml(message.body)}</p></li>`;
};

/**
 * The local inbox: in demo mode, a page listing the SMS codes and mails the platform
 * "sent" (its stand-in gateways write them to the dev outbox), newest first, per recipient, so a
 * newcomer can register with a phone or reset a password on one machine. Server-rendered, no
 * script. In production mode the page does not exist (404), whatever else is configured.
 */
export const registerDevInboxRoutes = (app: FastifyInstance): void => {
  const { config, outbox } = app.platform;
  app.get(DEMO_INBOX_PATH, async (request, reply) => {
    if (config.mode !== 'demo') throw notFound('Not found');
    const { to } = parseInput(querySchema, request.query ?? {});
    const recipient = to || null;
    const messages = outbox.sent(recipient, 100);
    const people = outbox.recipients(50);
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>Local inbox${recipient ? ` · ${escapeHtml(recipient)}` : ''}</title><style>${STYLE}</style></head>
<body><main><h1>Local inbox</h1>
<p class="note">Demo mode: no SMS or mail leaves this machine. What the platform would have sent is listed here, newest first. <a href="${DEMO_INBOX_PATH}${recipient ? `?to=${encodeURIComponent(recipient)}` : ''}">Refresh</a></p>
<nav aria-label="Recipients"><ul><li><a href="${DEMO_INBOX_PATH}"${recipient ? '' : ' aria-current="page"'}>Everyone</a></li>${people
      .map(
        (person) =>
          `<li><a href="${escapeHtml(inboxLink(person.recipient))}"${person.recipient === recipient ? ' aria-current="page"' : ''}>${escapeHtml(person.recipient)} (${person.count})</a></li>`,
      )
      .join('')}</ul></nav>
<h2>${recipient ? `Messages to ${escapeHtml(recipient)}` : 'All messages'}</h2>
${messages.length ? `<ol>${messages.map(messageHtml).join('')}</ol>` : '<p>Nothing has been sent yet.</p>'}
</main></body></html>`;
    return reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', DEMO_INBOX_CSP)
      .header('X-Frame-Options', 'DENY')
      .send(html);
  });
};

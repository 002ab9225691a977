import type { FastifyReply } from 'fastify';
import type { Language } from 'shared-contracts';

/**
 * The `lang` of a page the platform renders itself (the game page, the SEA lottery view): the
 * language (and for Chinese the script) alone, without a region.
 */
export const HTML_LANG: Record<Language, string> = {
  EN: 'en',
  CN: 'zh-Hans',
  ID: 'id',
  PT: 'pt',
  TH: 'th',
  VI: 'vi',
};

/**
 * Sends a page the platform renders itself under a policy of its own (the affiliate form, the
 * chat room, the guest desk): HTML never cached, sent with no referrer and no MIME sniffing, and
 * `policy`, its Content-Security-Policy directives.
 */
export const sendOwnPage = (reply: FastifyReply, html: string, policy: readonly string[]) =>
  reply
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', policy.join('; '))
    .send(html);

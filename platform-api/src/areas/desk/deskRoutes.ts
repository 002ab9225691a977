import type { FastifyInstance, FastifyReply } from 'fastify';
import { INTL_LOCALES, type Language, LANGUAGES } from 'shared-contracts';
import { z } from 'zod';

import type { Areas } from '../../compose';
import { okEnvelope } from '../../http/envelope';
import { sendOwnPage } from '../../http/ownPages';
import { adminGuard } from '../auth/adminGuard';
import { type DeskView, renderDeskPage } from './deskPage';
import { checkDeskForm, DESK_PATH, type DeskForm } from './deskService';

const text = (max: number) => z.string().max(max).catch('');
const formSchema = z.object({
  name: text(200),
  contact: text(400),
  topic: text(40),
  question: text(4_000),
});
const querySchema = z.object({ lang: z.enum(LANGUAGES).optional().catch(undefined) });
const listQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).catch(100) });

/** The page's language: asked for, else the browser's first the brand has, else English. */
const languageOf = (asked: Language | undefined, acceptLanguage: string | undefined): Language => {
  if (asked) return asked;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    const found = LANGUAGES.find((code) => {
      const locale = INTL_LOCALES[code].toLowerCase();
      return tag === locale || locale.split('-')[0] === tag.split('-')[0];
    });
    if (found) return found;
  }
  return 'EN';
};

/**
 * The guest desk: a page without script where a visitor who cannot log in leaves a
 * question and a contact, stored for the brand's team (`GET /admin/desk/enquiries`). Served with
 * its own policy: no script at all, its one style by nonce, the form posting to itself only.
 */
export const registerDeskRoutes = (app: FastifyInstance, desk: Areas['desk']): void => {
  const { config } = app.platform;
  const brandName = config.brand.brandName;
  const telegram = /^https:\/\//.test(config.brand.contactUrl) ? config.brand.contactUrl : null;

  const send = (reply: FastifyReply, language: Language, view: DeskView, status = 200) => {
    const page = renderDeskPage({ language, view, telegram, brandName });
    return sendOwnPage(reply.code(status), page.html, [
      "default-src 'none'",
      `style-src 'nonce-${page.nonce}'`,
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]);
  };

  const emptyForm: DeskForm = { name: '', contact: '', topic: 'other', question: '' };

  app.get(DESK_PATH, async (request, reply) => {
    const { lang } = querySchema.parse(request.query ?? {});
    const language = languageOf(lang, request.headers['accept-language']);
    return send(reply, language, { kind: 'form', form: emptyForm, problems: [] });
  });

  app.post(DESK_PATH, async (request, reply) => {
    const { lang } = querySchema.parse(request.query ?? {});
    const language = languageOf(lang, request.headers['accept-language']);
    const form = formSchema.parse(request.body ?? {});
    const problems = checkDeskForm(form);
    // What was typed comes back with the problems: nothing is lost.
    if (problems.length > 0) return send(reply, language, { kind: 'form', form, problems }, 400);
    const now = Date.now();
    if (!desk.allowed(request.clientAddress, now))
      return send(reply, language, { kind: 'form', form, problems, refusal: 'tooMany' }, 429);
    const reference = desk.leave(form, language, request.clientAddress, now);
    return send(reply, language, { kind: 'received', reference, contact: form.contact.trim() });
  });

  if (!config.adminToken) return;
  app.get('/admin/desk/enquiries', { preHandler: adminGuard(config.adminToken) }, async (request) =>
    okEnvelope({ list: desk.latest(listQuery.parse(request.query ?? {}).limit) }),
  );
};

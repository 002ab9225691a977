import type { FastifyInstance } from 'fastify';

import { MEMBER_TYPE } from '../src/areas/auth/memberTypes';
import { openPlayerWallets } from '../src/ledger/accounts';
import { bearer } from './testApp';

/** GET with an optional token; answers status and body. */
export const get = async (app: FastifyInstance, url: string, token?: string) => {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: token ? bearer(token) : {},
  });
  return { status: response.statusCode, body: response.json() };
};

/** POST a JSON body with an optional token (and extra headers). */
export const post = async (
  app: FastifyInstance,
  url: string,
  payload: Record<string, unknown>,
  token?: string,
  headers: Record<string, string> = {},
) => {
  const response = await app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...(token ? bearer(token) : {}), ...headers },
  });
  return { status: response.statusCode, body: response.json() };
};

/** A trial (free play) member with a session, written straight to the database. */
export const trialSession = (app: FastifyInstance, balance = 0): string => {
  const { db, sessions, ledger } = app.platform;
  const id = `T${Math.random().toString(36).slice(2, 10)}`;
  db.prepare(
    `INSERT INTO members (id, username, nickname, member_type, password_changed_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(id, `trial_${id}`, 'Trial', MEMBER_TYPE.trial, Date.now(), Date.now());
  openPlayerWallets(db, id);
  if (balance > 0) ledger.credit({ memberId: id, amount: balance, idempotencyKey: `t:${id}` });
  return sessions.create(id);
};

/** The launch request of SPEC section 3 for a game, as the site sends it. */
export const launchBody = (
  game: { gameCode: string; nodeId: string; vassalage: string },
  username: string,
  token: string,
) => ({
  gameId: game.gameCode,
  nodeId: game.nodeId,
  accountType: 1,
  confirmTrans: 0,
  vassalage: game.vassalage,
  launchMode: 'GLS',
  platform: 'html5-desktop',
  clientType: 3,
  username,
  token,
  merchantCode: 'DEMO',
  language: 'EN',
});

/** The launch ticket of a game URL. */
export const ticketOf = (gameUrl: string): string =>
  new URL(gameUrl).searchParams.get('launch') ?? '';

/** Opens a launched game page and reads its embedded game session. */
export const openGamePage = async (app: FastifyInstance, gameUrl: string) => {
  const url = new URL(gameUrl);
  const response = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  const match = /<script type="application\/json" id="game-config">(.*?)<\/script>/s.exec(
    response.body,
  );
  const config = match?.[1] ? (JSON.parse(match[1]) as { session: string; api: string }) : null;
  return { response, session: config?.session ?? '', config };
};

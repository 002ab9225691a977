import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  REALTIME_PATH,
  realtimeClientMessageSchema,
  type RealtimeServerMessage,
} from 'shared-contracts';
import type { WebSocket } from 'ws';

import { hashToken, type SessionsEnded } from '../areas/auth/sessions';
import type { DrawEvent } from '../areas/lottery/issues';
import type { MemberPayouts } from '../areas/lottery/lottery';
import type { MessagesChange } from '../areas/member/messages/memberMessages';

// A socket that has not authenticated by then is closed: it holds a connection for nothing.
const AUTH_TIMEOUT_MS = 10_000;
const POLICY_VIOLATION = 1008;
const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';

const send = (socket: WebSocket, message: RealtimeServerMessage) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
};

/**
 * Errors of an established socket: a client's bad or cut-off frame (ws's WS_ERR_* codes, a
 * reset connection) is the client's doing and logged at info; anything else is ours, at error.
 * Either way the socket is dropped. (The plugin's default logged every bad frame as an error.)
 */
export const socketErrorHandler = (
  error: Error,
  socket: WebSocket,
  request: FastifyRequest,
): void => {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (code.startsWith('WS_ERR_') || code === 'ECONNRESET' || code === 'EPIPE')
    request.log.info({ code, message: error.message }, 'websocket closed by a bad client frame');
  else request.log.error({ err: error }, 'websocket handler failed');
  socket.terminate();
};

/**
 * Balance pushes over /wps/ws. The first message must be `{type:'auth', token}`; after that the
 * socket receives the member's total after every ledger movement, fired once the database
 * transaction has committed.
 */
export const registerBalanceSocket = (app: FastifyInstance): void => {
  const { sessions, balances, ledger, config, lottery, messages } = app.platform;
  const socketsByMember = new Map<string, Set<WebSocket>>();
  const sessionOf = new WeakMap<WebSocket, string>();

  const onMoved = (memberIds: string[]) => {
    for (const memberId of memberIds) {
      const sockets = socketsByMember.get(memberId);
      if (!sockets || sockets.size === 0) continue;
      // One read per member, the same message to every open socket of theirs.
      const message: RealtimeServerMessage = {
        type: 'balance',
        sumBalance: balances.sumBalance(memberId),
        currency: config.brand.currency,
      };
      for (const socket of sockets) send(socket, message);
    }
  };
  ledger.events.on('moved', onMoved);

  // Lottery (ADR 0011): a draw to every connected member, a batch's settled bets to their owner
  // in one message; the balance follows from the ledger's own event, after the batch's payouts.
  const onDraw = (draw: DrawEvent) => {
    const message: RealtimeServerMessage = { type: 'lotteryDraw', ...draw };
    for (const sockets of socketsByMember.values())
      for (const socket of sockets) send(socket, message);
  };
  const onPayouts = ({ memberId, bets }: MemberPayouts) => {
    const sockets = socketsByMember.get(memberId);
    if (!sockets || sockets.size === 0) return;
    const settled = bets.flatMap(({ betId, gameCode, issueNo, payout, status }) =>
      status === 'open' || status === 'cancelled'
        ? []
        : [{ betId, gameCode, issueNo, payout, status }],
    );
    if (settled.length === 0) return;
    const message: RealtimeServerMessage = { type: 'lotteryPayouts', bets: settled };
    for (const socket of sockets) send(socket, message);
  };
  lottery.events.on('draw', onDraw);
  lottery.events.on('payouts', onPayouts);

  // Messages (ADR 0013): the new unread count to each member whose inbox changed, in every tab
  // (ops sent one, or the member read or deleted some), so the badges follow without polling.
  const onMessages = ({ memberIds, arrived }: MessagesChange) => {
    const targets = memberIds === 'all' ? [...socketsByMember.keys()] : memberIds;
    for (const memberId of targets) {
      const sockets = socketsByMember.get(memberId);
      if (!sockets || sockets.size === 0) continue;
      const message: RealtimeServerMessage = {
        type: 'memberMessages',
        unReadCount: messages.unread(memberId),
        arrived,
      };
      for (const socket of sockets) send(socket, message);
    }
  };
  messages.events.on('changed', onMessages);

  // A session that ends (logout in another tab, a password change) ends its sockets too: the
  // page hears it at once instead of showing a balance for a session that is gone.
  const onSessionsEnded = (ended: SessionsEnded) => {
    const affected =
      'memberId' in ended
        ? [...(socketsByMember.get(ended.memberId) ?? [])]
        : [...socketsByMember.values()].flatMap((set) =>
            [...set].filter((socket) => sessionOf.get(socket) === ended.tokenHash),
          );
    for (const socket of affected) {
      send(socket, { type: 'error', message: SESSION_ENDED_MESSAGE, reason: 'sessionEnded' });
      socket.close(POLICY_VIOLATION, SESSION_ENDED_MESSAGE);
    }
  };
  sessions.events.on('ended', onSessionsEnded);
  app.addHook('onClose', async () => {
    ledger.events.off('moved', onMoved);
    lottery.events.off('draw', onDraw);
    lottery.events.off('payouts', onPayouts);
    messages.events.off('changed', onMessages);
    sessions.events.off('ended', onSessionsEnded);
    for (const sockets of socketsByMember.values())
      for (const socket of sockets) socket.close(1001, 'Server shutting down');
  });

  app.get(REALTIME_PATH, { websocket: true }, (socket) => {
    let memberId: string | null = null;
    const refuse = (message: string, reason: 'sessionEnded' | 'refused' = 'refused') => {
      send(socket, { type: 'error', message, reason });
      socket.close(POLICY_VIOLATION, message);
    };
    const timer = setTimeout(() => refuse('Authentication timed out'), AUTH_TIMEOUT_MS);

    socket.on('message', (data: Buffer, isBinary: boolean) => {
      if (memberId) return; // nothing else is expected from the client after auth
      clearTimeout(timer);
      let parsed: unknown;
      try {
        parsed = isBinary ? null : JSON.parse(data.toString('utf8'));
      } catch {
        parsed = null;
      }
      const message = realtimeClientMessageSchema.safeParse(parsed);
      if (!message.success)
        return refuse('The first message must be {"type":"auth","token":"..."}');
      const member = sessions.resolve(message.data.token);
      if (!member) return refuse('Please log in', 'sessionEnded');
      memberId = member.id;
      sessionOf.set(socket, hashToken(message.data.token));
      const set = socketsByMember.get(member.id) ?? new Set<WebSocket>();
      set.add(socket);
      socketsByMember.set(member.id, set);
      send(socket, { type: 'ready' });
      send(socket, {
        type: 'balance',
        sumBalance: balances.sumBalance(member.id),
        currency: config.brand.currency,
      });
    });

    socket.on('close', () => {
      clearTimeout(timer);
      if (!memberId) return;
      const set = socketsByMember.get(memberId);
      set?.delete(socket);
      if (set && set.size === 0) socketsByMember.delete(memberId);
    });
  });
};

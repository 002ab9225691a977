import type { FastifyInstance } from 'fastify';
import {
  CHAT_SOCKET_PATH,
  chatClientMessageSchema,
  type ChatServerMessage,
  type Language,
} from 'shared-contracts';
import type { WebSocket } from 'ws';

import type { SessionsEnded } from '../auth/sessions';
import {
  type ChatEvent,
  ChatRefusal,
  type ChatRoom,
  type ChatService,
  toChatMessage,
} from './chatService';

const AUTH_TIMEOUT_MS = 10_000;
const POLICY_VIOLATION = 1008;
/** A typing notice is passed on at most this often per member and room. */
const TYPING_EVERY_MS = 2_000;

interface Client {
  socket: WebSocket;
  memberId: string;
  nickname: string;
  sessionHash: string;
  language: Language;
  rooms: ChatRoom[];
  lastTyping: Map<string, number>;
}

const send = (socket: WebSocket, message: ChatServerMessage) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
};

/**
 * The chat service's socket (ADR 0014). The page's first message trades its
 * single-use ticket for the member; then it gets the rooms, each room's last 100 messages and
 * online count, and from there on every message, deletion, typing notice and mute of its rooms.
 */
export const registerChatSocket = (app: FastifyInstance, chat: ChatService): void => {
  const { members, sessions } = app.platform;
  const clients = new Set<Client>();

  const inRoom = (roomId: string) =>
    [...clients].filter((client) => client.rooms.some((room) => room.id === roomId));

  const broadcastOnline = (roomIds: string[]) => {
    for (const roomId of roomIds) {
      const present = inRoom(roomId);
      const count = new Set(present.map((client) => client.memberId)).size;
      for (const client of present) send(client.socket, { type: 'online', room: roomId, count });
    }
  };

  const onChange = (event: ChatEvent) => {
    if (event.type === 'message') {
      for (const client of inRoom(event.roomId))
        send(client.socket, {
          type: 'message',
          message: toChatMessage(event.row, client.memberId),
        });
    } else if (event.type === 'deleted') {
      for (const client of inRoom(event.roomId))
        send(client.socket, { type: 'deleted', room: event.roomId, id: event.id });
    } else {
      for (const client of clients)
        if (client.memberId === event.memberId)
          send(client.socket, { type: 'muted', muted: event.muted, until: event.until });
    }
  };
  chat.events.on('change', onChange);

  // Logging out (or a password change) ends the chat of that session too.
  const onSessionsEnded = (ended: SessionsEnded) => {
    for (const client of clients) {
      const match =
        'memberId' in ended
          ? client.memberId === ended.memberId
          : client.sessionHash === ended.tokenHash;
      if (match) client.socket.close(POLICY_VIOLATION, 'Session ended');
    }
  };
  sessions.events.on('ended', onSessionsEnded);

  app.addHook('onClose', async () => {
    chat.events.off('change', onChange);
    sessions.events.off('ended', onSessionsEnded);
    for (const client of clients) client.socket.close(1001, 'Server shutting down');
  });

  const refusal = (socket: WebSocket, error: ChatRefusal) =>
    send(socket, {
      type: 'error',
      code: error.code,
      message: error.message,
      ...(error.retryAfterMs === undefined ? {} : { retryAfterMs: error.retryAfterMs }),
    });

  app.get(CHAT_SOCKET_PATH, { websocket: true }, (socket, request) => {
    let client: Client | null = null;
    const close = (message: string) => socket.close(POLICY_VIOLATION, message);
    const timer = setTimeout(() => close('Authentication timed out'), AUTH_TIMEOUT_MS);

    const authenticate = (ticket: string) => {
      let redeemed;
      try {
        redeemed = chat.redeemTicket(ticket);
      } catch (error) {
        if (error instanceof ChatRefusal) refusal(socket, error);
        return close('Bad ticket');
      }
      const member = members.findById(redeemed.memberId);
      if (!member) return close('Bad ticket');
      const rooms = chat.roomsOf(member.id, redeemed.language);
      client = {
        socket,
        memberId: member.id,
        nickname: member.nickname || member.username,
        sessionHash: redeemed.sessionHash,
        language: redeemed.language,
        rooms,
        lastTyping: new Map(),
      };
      clients.add(client);
      const mutedUntil = chat.mutedUntil(member.id);
      send(socket, {
        type: 'ready',
        nickname: client.nickname,
        rooms: rooms.map((room) => ({
          id: room.id,
          kind: room.kind,
          unread: chat.unreadInRoom(member.id, room.id),
        })),
        muted: mutedUntil !== undefined,
        mutedUntil: mutedUntil ?? null,
      });
      for (const room of rooms) {
        const { rows, hasMore } = chat.history(room.id);
        send(socket, {
          type: 'history',
          room: room.id,
          messages: rows.map((row) => toChatMessage(row, member.id)),
          hasMore,
        });
      }
      broadcastOnline(rooms.map((room) => room.id));
    };

    const handle = (current: Client, parsed: ReturnType<typeof chatClientMessageSchema.parse>) => {
      if (parsed.type === 'auth') return;
      if (parsed.type === 'report') {
        chat.report(
          current.memberId,
          parsed.messageId,
          current.rooms.map((room) => room.id),
        );
        return send(socket, { type: 'reported', messageId: parsed.messageId });
      }
      const room = current.rooms.find((candidate) => candidate.id === parsed.room);
      if (!room) throw new ChatRefusal('noRoom', 'You cannot use this room');
      if (parsed.type === 'send') {
        chat.post(current.memberId, room, parsed.text, parsed.replyTo ?? null);
      } else if (parsed.type === 'older') {
        const { rows, hasMore } = chat.history(room.id, parsed.before);
        send(socket, {
          type: 'older',
          room: room.id,
          messages: rows.map((row) => toChatMessage(row, current.memberId)),
          hasMore,
        });
      } else if (parsed.type === 'read') {
        chat.markRead(current.memberId, room.id, parsed.upTo);
        send(socket, {
          type: 'unread',
          unReadCount: chat.unread(current.memberId, current.language),
        });
      } else {
        const now = Date.now();
        if (now - (current.lastTyping.get(room.id) ?? 0) < TYPING_EVERY_MS) return;
        current.lastTyping.set(room.id, now);
        for (const other of inRoom(room.id))
          if (other.memberId !== current.memberId)
            send(other.socket, { type: 'typing', room: room.id, author: current.nickname });
      }
    };

    socket.on('message', (data: Buffer, isBinary: boolean) => {
      let json: unknown = null;
      try {
        json = isBinary ? null : JSON.parse(data.toString('utf8'));
      } catch {
        json = null;
      }
      const parsed = chatClientMessageSchema.safeParse(json);
      if (!client) {
        clearTimeout(timer);
        if (!parsed.success || parsed.data.type !== 'auth')
          return close('The first message must be {"type":"auth","ticket":"..."}');
        return authenticate(parsed.data.ticket);
      }
      if (!parsed.success)
        return send(socket, { type: 'error', code: 'badMessage', message: 'Unreadable message' });
      try {
        handle(client, parsed.data);
      } catch (error) {
        if (error instanceof ChatRefusal) return refusal(socket, error);
        request.log.error({ err: error }, 'chat message failed');
        send(socket, { type: 'error', code: 'badMessage', message: 'The message was not sent' });
      }
    });

    socket.on('close', () => {
      clearTimeout(timer);
      if (!client) return;
      clients.delete(client);
      broadcastOnline(client.rooms.map((room) => room.id));
    });
  });
};

import type { AddressInfo } from 'node:net';

import type { FastifyInstance } from 'fastify';
import {
  type ChatClientMessage,
  type ChatServerMessage,
  chatServerMessageSchema,
} from 'shared-contracts';
import WebSocket from 'ws';

import { call } from '../memberHelpers';

/** A chat URL as the site asks for it. */
export const chatUrlFor = async (app: FastifyInstance, token: string, room?: string) => {
  const reply = await call(app, 'POST', '/wps/chat/url', {
    token,
    body: { b2c: 1, title: 'Chat room', language: 'EN', headerColor: '#6142bf', room },
  });
  return reply;
};

export const ticketOf = (chatUrl: string) => new URL(chatUrl).searchParams.get('ticket') ?? '';

/**
 * A chat page's socket in a test: every message it received, `next(predicate)` to wait for the
 * first (or next) one that matches, and `send` for client messages.
 */
export const openChat = async (app: FastifyInstance, ticket: string) => {
  const port = (app.server.address() as AddressInfo).port;
  const socket = new WebSocket(`ws://127.0.0.1:${port}/chat/ws`);
  const received: ChatServerMessage[] = [];
  const waiters = new Set<() => void>();
  let closed = false;
  socket.on('message', (data) => {
    received.push(chatServerMessageSchema.parse(JSON.parse(String(data))));
    for (const wake of [...waiters]) wake();
  });
  socket.on('close', () => {
    closed = true;
    for (const wake of [...waiters]) wake();
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'auth', ticket }));
  let seen = 0;

  /** Waits for the next received message (after the ones already taken) matching `match`. */
  const nextAny = (match: (message: ChatServerMessage) => boolean, timeoutMs = 3000, what = 'a') =>
    new Promise<ChatServerMessage>((resolve, reject) => {
      const check = () => {
        for (let i = seen; i < received.length; i += 1) {
          const message = received[i] as ChatServerMessage;
          if (match(message)) {
            seen = i + 1;
            waiters.delete(check);
            clearTimeout(timer);
            resolve(message);
            return;
          }
        }
        if (closed) {
          waiters.delete(check);
          clearTimeout(timer);
          reject(new Error(`socket closed before ${what} message`));
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no ${what} message within ${timeoutMs} ms`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });

  /** Waits for the next message of `type` matching `match`. */
  const next = <T extends ChatServerMessage['type']>(
    type: T,
    match: (message: Extract<ChatServerMessage, { type: T }>) => boolean = () => true,
    timeoutMs = 3000,
  ) =>
    nextAny(
      (message) =>
        message.type === type && match(message as Extract<ChatServerMessage, { type: T }>),
      timeoutMs,
      type,
    ) as Promise<Extract<ChatServerMessage, { type: T }>>;

  return {
    socket,
    received,
    next,
    nextAny,
    isClosed: () => closed,
    send: (message: ChatClientMessage) => socket.send(JSON.stringify(message)),
    close: () => socket.close(),
  };
};
export type ChatClient = Awaited<ReturnType<typeof openChat>>;

/** Logs in (or uses `token`), asks for a chat URL and connects; resolves once ready. */
export const joinChat = async (app: FastifyInstance, token: string, room?: string) => {
  const reply = await chatUrlFor(app, token, room);
  if (reply.status !== 200) throw new Error(JSON.stringify(reply.body));
  const client = await openChat(app, ticketOf(reply.body.value.chatUrl as string));
  const ready = await client.next('ready');
  return { client, ready };
};

import {
  type Balance,
  type PlatformPush,
  type RealtimeServerMessage,
  realtimeServerMessageSchema,
} from 'shared-contracts';

/** Options of {@link openBalanceSocket}. */
export interface BalanceSocketOptions {
  url: string;
  token: string;
  onBalance: (balance: Balance) => void;
  /** The platform refused the token: the session is over. */
  onRefused: () => void;
  /** A lottery draw or a settled bet of the member, for the remotes (the bus carries it). */
  onPush?: (push: PlatformPush) => void;
  /** Creates the socket (tests pass a fake). */
  createSocket?: (url: string) => WebSocket;
  /** Delay before reconnect attempt n (1-based). */
  backoffMs?: (attempt: number) => number;
}

const defaultBackoff = (attempt: number) => Math.min(30_000, 1000 * 2 ** (attempt - 1));

/**
 * Keeps a balance push channel open for one session: authenticates with the first message,
 * publishes every balance, hands the other pushes (lottery draws and payouts) on, and reconnects with backoff when the connection drops. Returns a
 * function that closes it for good.
 */
export const openBalanceSocket = ({
  url,
  token,
  onBalance,
  onRefused,
  onPush,
  createSocket = (target) => new WebSocket(target),
  backoffMs = defaultBackoff,
}: BalanceSocketOptions): (() => void) => {
  let closed = false;
  let attempt = 0;
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const handle = (message: RealtimeServerMessage) => {
    if (message.type === 'ready') attempt = 0;
    else if (message.type === 'balance')
      onBalance({ sumBalance: message.sumBalance, currency: message.currency });
    // Only an ended session logs the player out; a refused connection (a greeting the platform
    // found too slow) just connects again.
    else if (message.type === 'error') {
      if (message.reason === 'refused') return;
      closed = true;
      onRefused();
    } else onPush?.(message);
  };

  const connect = () => {
    socket = createSocket(url);
    socket.addEventListener('open', () => socket?.send(JSON.stringify({ type: 'auth', token })));
    socket.addEventListener('message', (event: MessageEvent) => {
      try {
        const parsed = realtimeServerMessageSchema.safeParse(JSON.parse(String(event.data)));
        if (parsed.success) handle(parsed.data);
      } catch {
        // A malformed frame is ignored; the next balance corrects the figure.
      }
    });
    socket.addEventListener('close', () => {
      if (closed) return;
      attempt += 1;
      timer = setTimeout(connect, backoffMs(attempt));
    });
  };

  connect();
  return () => {
    closed = true;
    clearTimeout(timer);
    socket?.close();
  };
};

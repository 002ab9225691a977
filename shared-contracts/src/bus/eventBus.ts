import { BehaviorSubject, filter, type Observable, Subject } from 'rxjs';

import type { Avatar } from '../api/avatar';
import type { RealtimeServerMessage } from '../api/realtime';
import type { Balance } from '../api/wallet';
import { DEFAULT_LANGUAGE, DEFAULT_THEME, type Language, type Theme } from '../constants';
import type { BusCommand, BusCommandType, SessionState } from './events';
import { GUEST_SESSION } from './events';

/** A current-value channel: late subscribers see the present value first. */
export class StateChannel<T> {
  private readonly subject: BehaviorSubject<T>;
  constructor(initial: T) {
    this.subject = new BehaviorSubject(initial);
  }
  /** The stream of values, starting with the current one. */
  get value$(): Observable<T> {
    return this.subject.asObservable();
  }
  /** The current value. */
  get(): T {
    return this.subject.getValue();
  }
  /** Publishes a new value. */
  set(value: T): void {
    this.subject.next(value);
  }
}

/**
 * A platform push a remote may act on (facts, past tense): a lottery issue was drawn, some of the
 * member's lottery bets settled, the member's messages changed (with the unread count). The
 * shell's socket forwards them; the balance is its own channel.
 */
export type PlatformPush = Extract<
  RealtimeServerMessage,
  { type: 'lotteryDraw' | 'lotteryPayouts' | 'memberMessages' }
>;
export type PlatformPushType = PlatformPush['type'];

/**
 * The event bus shared by the shell and every remote (one instance, created by the shell).
 * Commands are fire-and-forget; session, balance, language and theme are current-value
 * channels so a remote mounted late sees the present state.
 */
export class EventBus {
  private readonly commands = new Subject<BusCommand>();
  private readonly platformPushes = new Subject<PlatformPush>();
  /** Who is logged in. */
  readonly session = new StateChannel<SessionState>(GUEST_SESSION);
  /** The player's balance; null when unknown or logged out. */
  readonly balance = new StateChannel<Balance | null>(null);
  /** The active language. */
  readonly language = new StateChannel<Language>(DEFAULT_LANGUAGE);
  /** The active theme. */
  readonly theme = new StateChannel<Theme>(DEFAULT_THEME);
  /**
   * The member's chosen avatar (null: none, the header shows the initial). The shell loads it
   * at login; the member centre sets it when the member chooses another.
   */
  readonly avatar = new StateChannel<Avatar | null>(null);

  /** Publishes a command for whichever area answers it. */
  publish(command: BusCommand): void {
    this.commands.next(command);
  }

  /** Forwards a platform push to the remotes (the shell's socket does, members only). */
  push(message: PlatformPush): void {
    this.platformPushes.next(message);
  }

  /** Platform pushes of one type (none for a guest, who has no socket). */
  pushes<T extends PlatformPushType>(type: T): Observable<Extract<PlatformPush, { type: T }>> {
    return this.platformPushes.pipe(
      filter((message): message is Extract<PlatformPush, { type: T }> => message.type === type),
    );
  }

  /** Commands of one type. */
  on<T extends BusCommandType>(type: T): Observable<Extract<BusCommand, { type: T }>> {
    return this.commands.pipe(
      filter((command): command is Extract<BusCommand, { type: T }> => command.type === type),
    );
  }
}

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { issueAfter, issueAt, lastDrawnIssue, lotteryGameByCode } from 'shared-contracts/lottery';
import { useHydrated } from 'shared-ui';
import { useRemote } from 'shared-ui/kit';

import { type IssueState, useIssue } from '../../api/issue';
import { lotteryKeys } from '../../api/keys';
import { useNow } from '../../lib/useNow';
import { useDrawPushes } from './useDrawPushes';

/** How often the issue is asked for while a draw's result is awaited. */
export const DRAW_POLL_MS = 2_000;
/** How long the result of a draw is awaited before the page says it is late. */
export const DRAW_WAIT_MS = 30_000;

/** The issue clock of a game: what is on sale, until when, and the draws in between. */
export interface IssueClock {
  query: ReturnType<typeof useIssue>;
  data: IssueState | undefined;
  /** Server time now (this browser's clock corrected by the offset of the last answer). */
  serverNow: number;
  /** Whether the issue of `data.current` still takes bets. */
  salesOpen: boolean;
  /** An issue whose sales closed and whose draw is still to come, with its draw time. */
  closed: { issueNo: string; drawAt: number } | null;
  /** The issue whose draw time has passed but whose result is not published yet. */
  awaiting: string | null;
  /** The awaited result did not come within {@link DRAW_WAIT_MS}. */
  late: boolean;
  /** Asks again for a late result. */
  checkAgain: () => void;
}

/**
 * The live clock of a game's issues, synchronised to the server (offset = serverTime −
 * Date.now() when the answer came) and to the shared schedule. When the issue on sale closes,
 * the next one is fetched and the closed issue shows as "sales closed, drawing" until its draw
 * time; from then the issue is refetched every {@link DRAW_POLL_MS} for at most
 * {@link DRAW_WAIT_MS} until the last drawn issue is that one (a member's `lotteryDraw` push asks
 * at once). Then bets and results are refreshed, and the header balance (a payout may have moved
 * it).
 */
export const useIssueClock = (gameCode: string): IssueClock => {
  const { host } = useRemote();
  const queryClient = useQueryClient();
  const game = lotteryGameByCode(gameCode);
  const now = useNow(1_000);
  const hydrated = useHydrated();
  const [since, setSince] = useState<{ issueNo: string; at: number } | null>(null);
  const [offsetMs, setOffsetMs] = useState<number | null>(null);

  const pollingFor = since?.issueNo ?? null;
  const late = since !== null && now - since.at > DRAW_WAIT_MS;
  const query = useIssue(gameCode, pollingFor && !late ? DRAW_POLL_MS : false);
  const { data, refetch } = query;

  // What the schedule says at server time (known once the first answer gave the offset). Before
  // hydration (the server's render of the page, the browser's first) the clock reads the
  // answer's own server time, so both draw the same countdown; it runs from then on.
  const frozen = !hydrated && data !== undefined;
  const serverNow = frozen ? data.serverTime : now + (offsetMs ?? 0);
  const clockKnown = frozen || offsetMs !== null;
  const onSale = game && clockKnown ? issueAt(game, serverNow) : undefined;
  const due = game && clockKnown ? lastDrawnIssue(game, serverNow) : undefined;
  const askNow = useCallback(() => void refetch(), [refetch]);
  useDrawPushes(gameCode, askNow);
  const answeredOffset = data?.offsetMs;
  useEffect(() => {
    if (answeredOffset !== undefined) setOffsetMs(answeredOffset);
  }, [answeredOffset]);

  // The issue on sale moved on (its sales closed): ask for the next one, once per issue.
  const askedFor = useRef<string | null>(null);
  const currentIssueNo = data?.current.issueNo;
  useEffect(() => {
    if (!onSale || !currentIssueNo || currentIssueNo >= onSale.issueNo) return;
    if (askedFor.current === onSale.issueNo) return;
    askedFor.current = onSale.issueNo;
    void refetch();
  }, [onSale, currentIssueNo, refetch]);

  // Issue numbers of a game sort as text. A due draw without a published result is awaited.
  const lastIssueNo = data?.last?.issueNo ?? '';
  const awaiting = data && due && lastIssueNo < due.issueNo ? due.issueNo : null;
  useEffect(() => {
    if (awaiting && since?.issueNo !== awaiting) {
      setSince({ issueNo: awaiting, at: Date.now() });
      void refetch();
    }
    if (!awaiting && since) {
      setSince(null);
      host.bus.publish({ type: 'RefreshBalance' });
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.bets.all });
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.results.of(gameCode) });
    }
  }, [awaiting, since, refetch, host, queryClient, gameCode]);

  const checkAgain = useCallback(() => {
    setSince((previous) => previous && { ...previous, at: Date.now() });
    void refetch();
  }, [refetch]);

  const previous = game && onSale ? issueAfter(game, onSale, -1) : undefined;
  const closed =
    previous && previous.drawAt > serverNow
      ? { issueNo: previous.issueNo, drawAt: previous.drawAt }
      : null;

  return {
    query,
    data,
    serverNow,
    salesOpen: data !== undefined && serverNow < data.current.salesCloseAt,
    closed,
    awaiting,
    late,
    checkAgain,
  };
};

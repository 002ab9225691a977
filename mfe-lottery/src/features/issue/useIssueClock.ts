import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useRemote } from 'shared-ui/kit';

import { type IssueState, useIssue } from '../../api/issue';
import { lotteryKeys } from '../../api/keys';
import { useNow } from '../../lib/useNow';

/** How often the issue is asked for while a draw's result is awaited. */
export const DRAW_POLL_MS = 2_000;
/** How long the result of a draw is awaited before the page says it is late. */
export const DRAW_WAIT_MS = 30_000;

/** Where the issue on sale stands: on sale, closed and waiting for its draw. */
export type IssuePhase = 'open' | 'closed';

/** The issue clock of a game: what is on sale, until when, and the draw being awaited. */
export interface IssueClock {
  query: ReturnType<typeof useIssue>;
  data: IssueState | undefined;
  /** Server time now (this browser's clock corrected by the offset of the last answer). */
  serverNow: number;
  phase: IssuePhase | undefined;
  /** The issue whose result is awaited after its draw time, if any. */
  awaiting: string | null;
  /** The awaited result did not come within {@link DRAW_WAIT_MS}. */
  late: boolean;
  /** Asks again for a late result. */
  checkAgain: () => void;
}

/**
 * The live countdown of the issue on sale, synchronised to the server clock (offset =
 * serverTime − Date.now() when the answer came). Between sales close and the draw the phase is
 * `closed`; from the draw time the issue is refetched every {@link DRAW_POLL_MS} for at most
 * {@link DRAW_WAIT_MS} until the last drawn issue is the awaited one; then bets and results are
 * refreshed (and the header balance, which a payout may have moved).
 */
export const useIssueClock = (gameCode: string): IssueClock => {
  const { host } = useRemote();
  const queryClient = useQueryClient();
  const [awaiting, setAwaiting] = useState<{ issueNo: string; since: number } | null>(null);
  const now = useNow(1_000);
  const late = awaiting !== null && now - awaiting.since > DRAW_WAIT_MS;
  const query = useIssue(gameCode, awaiting && !late ? DRAW_POLL_MS : false);
  const data = query.data;
  const serverNow = now + (data?.offsetMs ?? 0);
  const current = data?.current;
  const phase: IssuePhase | undefined = current
    ? serverNow < current.salesCloseAt
      ? 'open'
      : 'closed'
    : undefined;
  const drawDue = current !== undefined && serverNow >= current.drawAt;
  const { refetch } = query;

  useEffect(() => {
    if (!current || !drawDue || awaiting?.issueNo === current.issueNo) return;
    setAwaiting({ issueNo: current.issueNo, since: Date.now() });
    void refetch();
  }, [current, drawDue, awaiting, refetch]);

  const lastIssueNo = data?.last?.issueNo;
  useEffect(() => {
    // Issue numbers of a game sort as text; a later draw (a page left asleep) also ends the wait.
    if (!awaiting || lastIssueNo === undefined || lastIssueNo < awaiting.issueNo) return;
    setAwaiting(null);
    host.bus.publish({ type: 'RefreshBalance' });
    void queryClient.invalidateQueries({ queryKey: lotteryKeys.bets });
    void queryClient.invalidateQueries({ queryKey: lotteryKeys.results(gameCode) });
  }, [awaiting, lastIssueNo, host, queryClient, gameCode]);

  const checkAgain = useCallback(() => {
    setAwaiting((previous) => previous && { ...previous, since: Date.now() });
    void refetch();
  }, [refetch]);

  return {
    query,
    data,
    serverNow,
    phase,
    awaiting: awaiting?.issueNo ?? null,
    late,
    checkAgain,
  };
};

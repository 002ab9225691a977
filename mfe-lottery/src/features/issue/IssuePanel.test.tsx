import { act, screen } from '@testing-library/react';
import {
  issueAfter,
  issueAt,
  lotteryGameByCode,
  lotteryIssueEndpoint,
} from 'shared-contracts/lottery';
import { createFakeHost, recordCommands, testMember } from 'shared-ui/testing';

import { fakeLottery } from '../../test/fakeLottery';
import { renderLottery } from '../../test/renderLottery';
import { DRAW_POLL_MS } from './useIssueClock';

const game = lotteryGameByCode('SSC1')!;
// An issue of SSC1 (every minute): sales close 10 s before its draw.
const issue = issueAt(game, Date.UTC(2030, 0, 1, 4, 0, 30));
const previous = issueAfter(game, issue, -1);
const next = issueAfter(game, issue, 1);

const advance = async (ms: number) => {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
};

describe('IssuePanel', () => {
  beforeEach(() => {
    // 15 s before the draw: 5 s of sales left.
    jest.useFakeTimers({ now: issue.drawAt - 15_000 });
  });
  afterEach(() => jest.useRealTimers());

  it('counts down to sales close on server time, shows the closed state, then the new result', async () => {
    let published = false;
    // The platform's clock runs 1 hour ahead of this browser's: the countdown follows it.
    const offset = 3_600_000;
    jest.setSystemTime(issue.drawAt - 15_000 - offset);
    const { host, calls } = renderLottery({
      route: '/lottery?gameCode=SSC1',
      api: fakeLottery({
        now: () => Date.now() + offset,
        drawn: (issueNo) => issueNo !== issue.issueNo || published,
      }),
    });
    const balance = recordCommands(host, ['RefreshBalance']);
    expect(await screen.findByRole('timer')).toHaveTextContent('00:05');
    expect(screen.getByText(`Issue ${issue.issueNo}`)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: `Result of issue ${previous.issueNo}` })).toBeVisible();

    await advance(3_000);
    expect(screen.getByRole('timer')).toHaveTextContent('00:02');
    // The draw's line is there from the start, and the closed state is written into the same
    // block: nothing below moves, no new largest paint.
    const drawLine = screen.getByText('Draw in 00:12').closest('p');

    await advance(2_000);
    const closed = await screen.findByText(`Sales closed: drawing issue ${issue.issueNo} in 00:10`);
    expect(closed.closest('p')).toBe(drawLine);
    // The next issue is on sale at once.
    expect(await screen.findByText(`Issue ${next.issueNo}`)).toBeInTheDocument();

    await advance(10_000);
    const drawing = await screen.findByText(`Drawing issue ${issue.issueNo}…`);
    expect(drawing.closest('p')).toBe(drawLine);
    const before = calls(lotteryIssueEndpoint.path).length;
    await advance(4_000);
    // Polled about every 2 s while the result is awaited.
    expect(calls(lotteryIssueEndpoint.path).length - before).toBeGreaterThanOrEqual(2);

    published = true;
    await advance(2_000);
    expect(
      await screen.findByRole('list', { name: `Result of issue ${issue.issueNo}` }),
    ).toBeVisible();
    expect(screen.queryByText(`Drawing issue ${issue.issueNo}…`)).not.toBeInTheDocument();
    expect(balance).toEqual([{ type: 'RefreshBalance' }]);
  });

  it('stops polling after 30 s and offers to check again', async () => {
    const { calls } = renderLottery({
      route: '/lottery?gameCode=SSC1',
      api: fakeLottery({ drawn: (issueNo) => issueNo !== issue.issueNo }),
    });
    await screen.findByRole('timer');
    await advance(15_000);
    expect(await screen.findByText(`Drawing issue ${issue.issueNo}…`)).toBeInTheDocument();
    await advance(32_000);
    expect(
      await screen.findByText(`The result of issue ${issue.issueNo} is taking longer than usual.`),
    ).toBeInTheDocument();
    const after = calls(lotteryIssueEndpoint.path).length;
    await advance(10_000);
    expect(calls(lotteryIssueEndpoint.path)).toHaveLength(after);
  });

  it("shows the result as soon as a member's socket announces the draw, before the next poll", async () => {
    let published = false;
    const { host, calls } = renderLottery({
      route: '/lottery?gameCode=SSC1',
      api: fakeLottery({ drawn: (issueNo) => issueNo !== issue.issueNo || published }),
      host: createFakeHost({ member: testMember() }),
    });
    await screen.findByRole('timer');
    await advance(15_000);
    expect(await screen.findByText(`Drawing issue ${issue.issueNo}…`)).toBeInTheDocument();
    // Just after a poll: the next one is 2 s away.
    await advance(DRAW_POLL_MS);
    const before = calls(lotteryIssueEndpoint.path).length;
    published = true;
    // Another game's draw changes nothing; this game's draw is asked for at once.
    act(() =>
      host.bus.push({
        type: 'lotteryDraw',
        gameCode: 'SSC3',
        issueNo: '20300101-0001',
        result: { balls: ['1', '2', '3', '4', '5'] },
      }),
    );
    expect(calls(lotteryIssueEndpoint.path)).toHaveLength(before);
    act(() =>
      host.bus.push({
        type: 'lotteryDraw',
        gameCode: 'SSC1',
        issueNo: issue.issueNo,
        result: { balls: ['1', '2', '3', '4', '5'] },
      }),
    );
    expect(
      await screen.findByRole('list', { name: `Result of issue ${issue.issueNo}` }),
    ).toBeVisible();
    expect(calls(lotteryIssueEndpoint.path)).toHaveLength(before + 1);
  });
});

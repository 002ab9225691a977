import type { AddressInfo } from 'node:net';

import { type RealtimeServerMessage, realtimeServerMessageSchema } from 'shared-contracts';
import { lotteryLobbyLinkEndpoint } from 'shared-contracts/lottery';
import WebSocket from 'ws';

import {
  currentIssue,
  firstBall,
  firstDigitLine,
  futureResult,
  placeBets,
  priced,
} from '../lotteryHelpers';
import { call } from '../memberHelpers';
import { loginAs, startTestApp } from '../testApp';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let vip: string;
let origin: string;
beforeAll(async () => {
  ctx = await startTestApp();
  ctx.app.platform.lottery.stop();
  vip = await loginAs(ctx.app, 'vip', 'Vip12345!');
  origin = ctx.config.publicOrigins[0]!;
});
afterAll(() => ctx.close());

const link = (query: string, token = vip) =>
  call(ctx.app, 'GET', `/wps/lottery/lobby-link?${query}`, { token });

describe('lottery lobby link and the external SEA view', () => {
  it('answers a URL of the view the platform serves, back only to the site', async () => {
    const back = encodeURIComponent(`${origin}/elott`);
    const { status, body } = await link(
      `lottoArea=VN&launchMode=LOTT&lottoPrizeMode=SEA&lottoGameCode=LHC_D&lottoView=betting&device=WEB&backUrl=${back}&language=TH`,
    );
    expect(status).toBe(200);
    const { url } = lotteryLobbyLinkEndpoint.response.parse(body.value);
    const parsed = new URL(url);
    expect(parsed.origin).toBe(origin);
    expect(parsed.pathname).toBe('/lottery/sea');
    expect(url).not.toContain(vip);

    const page = await ctx.app.inject({ method: 'GET', url: `${parsed.pathname}${parsed.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('sandbox');
    expect(csp).not.toContain('script-src');
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('lang="th"');
    // Every SEA game with its issue on sale; the chosen one marked.
    for (const code of ['LHC_D', 'LF_D', 'VN_MB', 'VN_FAST5']) {
      const { current } = await currentIssue(ctx.app, code);
      expect(page.body).toContain(`id="${code}"`);
      expect(page.body).toContain(current.issueNo);
    }
    expect(page.body).not.toContain('id="SSC1"');
    expect(page.body).toMatch(/id="LHC_D" class="selected"/);
    expect(page.body).toContain(`href="${origin}/elott"`);
    // Each game's bet link (in the language asked, Thai here) leads to the site's own betting
    // page, in the top window.
    expect(page.body).toContain(
      `class="bet" href="${origin}/lottery?gameCode=LHC_D" target="_top" rel="noopener">แทงเกมนี้</a>`,
    );
  });

  it('refuses a back address on another origin, and needs a session', async () => {
    for (const backUrl of ['https://evil.example/x', 'javascript:alert(1)', '//evil.example/']) {
      const { status, body } = await link(`lottoView=lobby&backUrl=${encodeURIComponent(backUrl)}`);
      expect(status).toBe(400);
      // Refused by the schema (its field and issue) or by the origin check (its reason).
      if (status === 400 && body.value)
        expect(body.value).toMatchObject(
          'issue' in body.value ? { field: 'backUrl' } : { reason: 'backUrlNotAllowed' },
        );
    }
    expect((await link(`lottoView=lobby&backUrl=${encodeURIComponent(origin)}`, '')).status).toBe(
      401,
    );
    // The view itself drops a back link that is not the site's.
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/lottery/sea?view=lobby&backUrl=${encodeURIComponent('https://evil.example/')}`,
    });
    expect(page.body).not.toContain('evil.example');
    expect(page.body).not.toContain('class="bet"');
  });
});

describe('lottery pushes over /wps/ws', () => {
  it("sends lotteryDraw to every member, the batch's settled bets to their owner in one message, then the balance", async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `ws://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/wps/ws`;
    const demo = await loginAs(ctx.app, 'demo', 'Demo1234!');
    const open = async (token: string) => {
      const socket = new WebSocket(url);
      const received: RealtimeServerMessage[] = [];
      socket.on('message', (data) =>
        received.push(realtimeServerMessageSchema.parse(JSON.parse(String(data)))),
      );
      await new Promise((resolve) => socket.once('open', resolve));
      socket.send(JSON.stringify({ type: 'auth', token }));
      for (let i = 0; i < 100 && !received.some((m) => m.type === 'ready'); i += 1)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(received[0]).toEqual({ type: 'ready' });
      return { socket, received };
    };
    const owner = await open(vip);
    const other = await open(demo);

    const { current } = await currentIssue(ctx.app, 'SSC1');
    const result = futureResult(ctx.app, 'SSC1', current.issueNo);
    const placed = await placeBets(ctx.app, vip, {
      gameCode: 'SSC1',
      issueNo: current.issueNo,
      lines: [
        priced(firstDigitLine(firstBall(result))),
        priced(firstDigitLine(String((Number(firstBall(result)) + 1) % 10))),
      ],
    });
    const [won, lost] = (placed.body.value.bets as { betId: string }[]).map((bet) => bet.betId);
    const clock = ctx.app.platform.clock;
    clock.advance(current.drawAt - clock.now());
    ctx.app.platform.lottery.runDue(clock.now());

    const waitFor = async (
      list: RealtimeServerMessage[],
      match: (m: RealtimeServerMessage) => boolean,
    ) => {
      for (let i = 0; i < 100 && !list.some(match); i += 1)
        await new Promise((resolve) => setTimeout(resolve, 20));
      return list.findIndex(match);
    };
    const isDraw = (m: RealtimeServerMessage) =>
      m.type === 'lotteryDraw' && m.gameCode === 'SSC1' && m.issueNo === current.issueNo;
    expect(await waitFor(other.received, isDraw)).toBeGreaterThanOrEqual(0);
    expect(other.received.find(isDraw)).toEqual({
      type: 'lotteryDraw',
      gameCode: 'SSC1',
      issueNo: current.issueNo,
      result,
    });
    const isPayouts = (m: RealtimeServerMessage) =>
      m.type === 'lotteryPayouts' && m.bets.some((bet) => bet.betId === won);
    const payoutAt = await waitFor(owner.received, isPayouts);
    expect(owner.received.filter(isPayouts)).toHaveLength(1);
    expect(owner.received[payoutAt]).toEqual({
      type: 'lotteryPayouts',
      bets: [
        expect.objectContaining({ betId: won, status: 'won', gameCode: 'SSC1' }),
        expect.objectContaining({ betId: lost, status: 'lost', payout: 0 }),
      ],
    });
    const balanceAt = await waitFor(
      owner.received,
      (m) => m.type === 'balance' && owner.received.indexOf(m) > payoutAt,
    );
    expect(balanceAt).toBeGreaterThan(payoutAt);
    expect(other.received.some(isPayouts)).toBe(false);
    owner.socket.close();
    other.socket.close();
  });
});

import { walletTransferEndpoint } from 'shared-contracts';

import { PAGE_TEXTS } from '../src/areas/games/pageTexts';
import { HttpError } from '../src/http/httpError';
import { parseInput } from '../src/http/parseInput';
import { get, launchBody, openGamePage, post } from './gameHelpers';
import { loginAs, startTestApp } from './testApp';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const refusalOf = (run: () => unknown): HttpError => {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe("platform refusals carry data the player's words are chosen by", () => {
  it('names the field, the issue and the bound of bad input', () => {
    const refusal = refusalOf(() =>
      parseInput(walletTransferEndpoint.request, { from: 'MAIN', to: 'GAME', amount: 'ten' }),
    );
    expect(refusal.statusCode).toBe(400);
    expect(refusal.value).toEqual({ field: 'amount', issue: 'invalid' });
    const missing = refusalOf(() => parseInput(walletTransferEndpoint.request, {}));
    expect(missing.value).toEqual({ field: 'from', issue: 'required' });
  });

  it('answers an in-house round over the stake limit with the field, issue and limit', async () => {
    const token = await loginAs(ctx.app, 'demo', 'Demo1234!');
    const games = (await get(ctx.app, '/lgw/games/inhouse')).body.value.list as {
      gameCode: string;
      nodeId: string;
    }[];
    const slot = games.find((game) => game.gameCode === 'INH_SLOT')!;
    const launched = await post(
      ctx.app,
      '/wps/game/launchGame',
      launchBody({ ...slot, vassalage: 'INHOUSE' }, 'demo', token),
      token,
    );
    const { session } = await openGamePage(ctx.app, launched.body.value.game_url);
    const round = (stake: unknown) =>
      post(
        ctx.app,
        '/wps/inhouse/round',
        { roundId: `round-words-${Math.random()}`.replace('.', ''), stake },
        session,
      );
    const big = await round(200_000);
    expect(big.status).toBe(400);
    expect(big.body.value).toEqual({
      field: 'stake',
      issue: 'tooBig',
      limit: 100_000,
      origin: 'number',
    });
    const none = await round(0);
    expect(none.body.value).toMatchObject({ field: 'stake', issue: 'tooSmall', limit: 0 });
    const text = await round(null);
    expect(text.body.value).toEqual({ field: 'stake', issue: 'invalid' });
  });

  it('gives every game page language its own words for each refusal', () => {
    const english = PAGE_TEXTS.EN.errors;
    for (const [language, texts] of Object.entries(PAGE_TEXTS)) {
      expect(Object.keys(texts.errors).sort()).toEqual(Object.keys(english).sort());
      expect(texts.errors.stakeTooBig).toContain('{limit}');
      if (language !== 'EN')
        for (const key of Object.keys(english) as (keyof typeof english)[])
          expect(texts.errors[key]).not.toBe(english[key]);
    }
  });
});

import { DEFAULT_CANARY_POLICY, judgeCanary, watchCanaries } from './canaryWatch.mjs';
import { FAKE_SHELL, removeTemporary, temporaryDir, writeBuild } from './fakeBuild.mjs';
import { releaseDist, status } from './operations.mjs';
import { openStore } from './releaseStore.mjs';

const POLICY = { windowMinutes: 10, minViews: 20, margin: 0.05 };

describe('the canary rule', () => {
  it('says nothing before the canary has the minimum of views', () => {
    expect(
      judgeCanary({ views: 19, failures: 19 }, { views: 500, failures: 0 }, POLICY),
    ).toMatchObject({
      verdict: 'keep',
      why: 'too few views',
    });
  });

  it("ends a canary whose error rate is above the live one's by more than the margin", () => {
    const judged = judgeCanary({ views: 20, failures: 10 }, { views: 200, failures: 2 }, POLICY);
    expect(judged).toMatchObject({ verdict: 'end', why: 'error rate above the live release' });
    expect(judged.figures.canary.rate).toBe(0.5);
    expect(judged.figures.live.rate).toBe(0.01);
  });

  it('keeps one within the margin, and judges a live release without views as error-free', () => {
    expect(
      judgeCanary({ views: 100, failures: 6 }, { views: 100, failures: 2 }, POLICY).verdict,
    ).toBe('keep');
    expect(judgeCanary({ views: 100, failures: 6 }, undefined, POLICY).verdict).toBe('end');
    expect(judgeCanary(undefined, undefined, POLICY).verdict).toBe('keep');
  });

  it('has defaults for what the store does not set', () => {
    expect(DEFAULT_CANARY_POLICY).toEqual({ windowMinutes: 10, minViews: 20, margin: 0.05 });
  });
});

describe('the canary watch', () => {
  let store;
  beforeEach(() => {
    store = openStore(temporaryDir('releases-'));
  });
  afterEach(() => removeTemporary());

  const release = (version, canary) =>
    releaseDist({
      remote: 'mfe-promo',
      distDir: writeBuild({ remote: 'mfe-promo', version, buildId: 'b1' }),
      store,
      shell: FAKE_SHELL,
      cdnUrl: 'https://cdn.example.test',
      canary,
    });

  it('ends a failing canary on the window of the store\u2019s policy, noting the figures', async () => {
    release('1.0.0');
    release('1.1.0', 50);
    store.update((ledger) => {
      ledger.canaryPolicy = { minViews: 10, windowMinutes: 5 };
    });
    const asked = [];
    const summary = async (minutes) => {
      asked.push(minutes);
      return new Map([
        ['mfe-promo 1.1.0-b1', { views: 12, failures: 12 }],
        ['mfe-promo 1.0.0-b1', { views: 14, failures: 0 }],
      ]);
    };
    const ended = await watchCanaries({ store, summary });
    expect(asked).toEqual([5]);
    expect(ended).toEqual([expect.objectContaining({ remote: 'mfe-promo', release: '1.1.0-b1' })]);
    const report = status({ store })['mfe-promo'];
    expect(report.canary).toBeNull();
    expect(report.live).toBe('1.0.0-b1');
    expect(report.events.at(-1)).toMatchObject({
      type: 'canary ended',
      release: '1.1.0-b1',
      reason: 'automatic: error rate above the live release',
      figures: { canary: { views: 12, failures: 12, rate: 1 }, live: { views: 14, rate: 0 } },
    });
  });

  it('leaves a healthy canary running and asks nothing when none runs', async () => {
    release('1.0.0');
    const summary = jest.fn(async () => new Map());
    expect(await watchCanaries({ store, summary })).toEqual([]);
    expect(summary).not.toHaveBeenCalled();
    release('1.1.0', 10);
    summary.mockResolvedValue(
      new Map([
        ['mfe-promo 1.1.0-b1', { views: 40, failures: 0 }],
        ['mfe-promo 1.0.0-b1', { views: 400, failures: 1 }],
      ]),
    );
    expect(await watchCanaries({ store, summary })).toEqual([]);
    expect(status({ store })['mfe-promo'].canary).toMatchObject({ release: '1.1.0-b1', share: 10 });
  });
});

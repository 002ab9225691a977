import type { DehydratedState } from '@tanstack/react-query';

import { createSharedAnswers } from './sharedAnswers';

/** Answers as a render dehydrates them, asked at the given times. */
const answersAt = (...times: number[]): DehydratedState =>
  ({
    mutations: [],
    queries: times.map((dataUpdatedAt, index) => ({
      queryKey: ['q', index],
      queryHash: `["q",${index}]`,
      state: { dataUpdatedAt, data: index, status: 'success' },
    })),
  }) as unknown as DehydratedState;

describe('shared answers', () => {
  it('answers a scope while its oldest answer is younger than the time to live', () => {
    let clock = 10_000;
    const answers = createSharedAnswers({ ttlMs: 5_000, now: () => clock });
    const kept = answersAt(9_000, 10_000);
    answers.keep('EN', kept);
    expect(answers.read('EN')).toBe(kept);
    expect(answers.read('TH')).toBeNull();
    clock = 13_999;
    expect(answers.read('EN')).toBe(kept);
    clock = 14_000;
    expect(answers.read('EN')).toBeNull();
  });

  it('never makes answers younger by keeping them again', () => {
    const answers = createSharedAnswers({ ttlMs: 5_000, now: () => 10_000 });
    const fresh = answersAt(10_000);
    answers.keep('EN', fresh);
    answers.keep('EN', answersAt(6_000));
    expect(answers.read('EN')).toBe(fresh);
  });

  it('keeps nothing with a time to live of 0, nor an empty render', () => {
    const off = createSharedAnswers({ ttlMs: 0, now: () => 10_000 });
    off.keep('EN', answersAt(10_000));
    expect(off.read('EN')).toBeNull();
    const on = createSharedAnswers({ ttlMs: 5_000, now: () => 10_000 });
    on.keep('EN', answersAt());
    expect(on.read('EN')).toBeNull();
  });

  it('holds a bounded number of scopes, the longest unkept going first, and forgets all', () => {
    const answers = createSharedAnswers({ ttlMs: 5_000, maxScopes: 2, now: () => 10_000 });
    answers.keep('a', answersAt(10_000));
    answers.keep('b', answersAt(10_000));
    answers.keep('c', answersAt(10_000));
    expect(answers.read('a')).toBeNull();
    expect(answers.read('b')).not.toBeNull();
    expect(answers.read('c')).not.toBeNull();
    answers.forget();
    expect(answers.read('c')).toBeNull();
  });

  it('keeps a frame while its oldest answer is younger than the time to live, and forgets it', () => {
    let clock = 10_000;
    const answers = createSharedAnswers({ ttlMs: 5_000, now: () => clock });
    const frame = {
      markup: '<header></header>',
      queries: answersAt(8_000, 10_000),
      language: 'EN' as const,
    };
    answers.keepFrame('/index', frame);
    expect(answers.readFrame('/index')).toBe(frame);
    expect(answers.readFrame('/rng')).toBeNull();
    clock = 13_000;
    expect(answers.readFrame('/index')).toBeNull();
    answers.keepFrame('/index', { ...frame, queries: answersAt(13_000) });
    expect(answers.readFrame('/index')).not.toBeNull();
    answers.forget();
    expect(answers.readFrame('/index')).toBeNull();
  });

  it('drops expired frames when it keeps another', () => {
    let clock = 10_000;
    const answers = createSharedAnswers({ ttlMs: 5_000, now: () => clock });
    const frame = (at: number) => ({
      markup: 'm',
      queries: answersAt(at),
      language: 'EN' as const,
    });
    answers.keepFrame('/old', frame(10_000));
    clock = 15_000;
    answers.keepFrame('/new', frame(15_000));
    // Back in time, the old frame would be young again if it were still kept.
    clock = 10_000;
    expect(answers.readFrame('/old')).toBeNull();
    expect(answers.readFrame('/new')).not.toBeNull();
  });

  it('keeps no frame without answers or time to live, and the newest frames past its bound', () => {
    const frame = { markup: 'm', queries: answersAt(1_000), language: 'EN' as const };
    const off = createSharedAnswers({ ttlMs: 0, now: () => 1_000 });
    off.keepFrame('a', frame);
    expect(off.readFrame('a')).toBeNull();
    const answers = createSharedAnswers({ ttlMs: 5_000, maxFrames: 2, now: () => 1_000 });
    answers.keepFrame('none', { ...frame, queries: answersAt() });
    expect(answers.readFrame('none')).toBeNull();
    answers.keepFrame('a', frame);
    answers.keepFrame('b', frame);
    answers.keepFrame('c', frame);
    expect([answers.readFrame('a'), answers.readFrame('b'), answers.readFrame('c')]).toEqual([
      null,
      frame,
      frame,
    ]);
  });

  it("keeps an area while the oldest of the shell's and the area's answers is young, and forgets it", () => {
    let clock = 10_000;
    const answers = createSharedAnswers({ ttlMs: 5_000, maxAreas: 1, now: () => clock });
    const state = (shell: number, area: number) => ({
      theme: 'dark' as const,
      language: 'EN' as const,
      sideMenuMini: false,
      queries: answersAt(shell),
      remote: {
        remote: 'mfe-promo',
        module: 'PromotionsPage',
        namespace: 'promo',
        queries: answersAt(area),
      },
    });
    const area = { markup: '<p>Offers</p>', state: state(10_000, 8_000) };
    answers.keepArea('a', area);
    expect(answers.readArea('a')).toBe(area);
    clock = 12_999;
    expect(answers.readArea('a')).toBe(area);
    // The area's answer, the older, sets its age.
    clock = 13_000;
    expect(answers.readArea('a')).toBeNull();
    // One area at most: the newest stays.
    answers.keepArea('b', { markup: '<p>B</p>', state: state(13_000, 13_000) });
    answers.keepArea('c', { markup: '<p>C</p>', state: state(13_000, 13_000) });
    expect(answers.readArea('b')).toBeNull();
    expect(answers.readArea('c')).not.toBeNull();
    answers.forget();
    expect(answers.readArea('c')).toBeNull();
  });
});

import i18next from 'i18next';

import { initSharedI18n } from '../harness/initSharedI18n';
import { defineRemote } from './defineRemote';

const remote = () =>
  defineRemote({
    namespace: 'fakewarm',
    english: { title: 'Warm' },
    loadLanguage: async () => ({ default: { title: 'Warm' } }),
    staleTime: 0,
  });

beforeAll(async () => {
  await initSharedI18n();
});

describe("an exposed module's warm-up", () => {
  it("registers the remote's words and starts what it warms, without waiting for it", async () => {
    let finishWarm: () => void = () => undefined;
    const warm = jest.fn(
      () =>
        new Promise<void>((resolve) => {
          finishWarm = resolve;
        }),
    );
    const Exposed = remote().expose(() => null, { warm });
    // Resolves while the warmed download is still under way.
    await Exposed.prepare();
    expect(warm).toHaveBeenCalledTimes(1);
    const languages = Object.keys(i18next.store.data);
    expect(languages.some((language) => i18next.hasResourceBundle(language, 'fakewarm'))).toBe(
      true,
    );
    finishWarm();
  });

  it('is not failed by a warm-up that fails: the screen reports it when it opens', async () => {
    const Exposed = remote().expose(() => null, {
      warm: () => Promise.reject(new Error('offline')),
    });
    await expect(Exposed.prepare()).resolves.not.toThrow();
  });

  it('without a warm-up, registers the words only', async () => {
    await expect(
      remote()
        .expose(() => null)
        .prepare(),
    ).resolves.not.toThrow();
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { LanguageItem } from '../layout/sideMenu/LanguageItem';
import { fakeMember } from '../testing/fakes';
import { renderWithHost } from '../testing/renderWithHost';
import { useMemberLanguageRestore } from './useMemberLanguage';

const LANGUAGE_PATH = '/wps/member/language';

/** The language item with the restore hook, as SiteRoot mounts it. */
const Harness = () => {
  useMemberLanguageRestore();
  return (
    <ul>
      <LanguageItem />
    </ul>
  );
};

const setup = (saved: string | null = null) => {
  const stored: string[] = [];
  const view = renderWithHost(<Harness />, {
    api: {
      [LANGUAGE_PATH]: (input) => {
        const language = (input as { language?: string }).language;
        if (language) stored.push(language);
        return { language: language ?? saved };
      },
    },
  });
  const saves = () =>
    view.client.calls.filter(
      (call) => call.path === LANGUAGE_PATH && (call.input as { language?: string }).language,
    );
  return { ...view, stored, saves };
};

const choose = async (name: string) => {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /Language/ }));
  await user.click(screen.getByRole('button', { name }));
};

describe('the member language', () => {
  afterEach(() => window.localStorage.clear());

  it('keeps a guest choice on the device only', async () => {
    const { host, saves } = setup();
    await choose('ไทย');
    expect(host.bus.language.get()).toBe('TH');
    expect(saves()).toHaveLength(0);
  });

  it('saves a signed-in member choice on the platform', async () => {
    const { host, stored } = setup();
    act(() => host.bus.session.set({ status: 'member', member: fakeMember() }));
    await choose('ไทย');
    await waitFor(() => expect(stored).toEqual(['TH']));
  });

  it('applies the saved language at login on a device that never chose one', async () => {
    const { host, saves } = setup('TH');
    expect(host.bus.language.get()).toBe('EN');
    act(() => host.bus.session.set({ status: 'member', member: fakeMember() }));
    await waitFor(() => expect(host.bus.language.get()).toBe('TH'));
    expect(window.localStorage.getItem('lang')).toBe('TH');
    // Restoring is not a new choice: nothing is saved back.
    expect(saves()).toHaveLength(0);
  });

  it("keeps the player's own choice made while the saved language is being read", async () => {
    let answer: ((value: { language: string }) => void) | undefined;
    const { host } = renderWithHost(<Harness />, {
      api: {
        [LANGUAGE_PATH]: (input) =>
          input.language
            ? { language: input.language }
            : new Promise((resolve) => {
                answer = resolve;
              }),
      },
    });
    act(() => host.bus.session.set({ status: 'member', member: fakeMember() }));
    await waitFor(() => expect(answer).toBeDefined());
    await choose('ไทย');
    // The answer read before the choice was saved names the language shown before it.
    await act(async () => answer?.({ language: 'EN' }));
    expect(host.bus.language.get()).toBe('TH');
    expect(window.localStorage.getItem('lang')).toBe('TH');
  });

  it('leaves the language alone when the saved one is none or not the brand', async () => {
    const { host, client } = setup('VI');
    act(() => host.bus.session.set({ status: 'member', member: fakeMember() }));
    await waitFor(() =>
      expect(client.calls.some((call) => call.path === LANGUAGE_PATH)).toBe(true),
    );
    await act(async () => undefined);
    expect(host.bus.language.get()).toBe('EN');
  });
});

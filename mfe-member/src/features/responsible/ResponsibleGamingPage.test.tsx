import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type ResponsibleGaming,
  responsibleGamingEndpoint,
  RG_INCREASE_DELAY_MS,
  RG_LIMIT_KEYS,
  rgExclusionEndpoint,
  type RgLimitKey,
  setRgLimitEndpoint,
} from 'shared-contracts/member';
import { formatDateTime } from 'shared-ui/kit';
import { fail, type FakeRoute, ok } from 'shared-ui/testing';

import { renderMember } from '../../test/renderMember';

const NOW = Date.UTC(2026, 2, 5, 10, 0);

const at = (ms: number) => formatDateTime(ms, 'EN');
const sums = (day: number, week: number, month: number) => ({ day, week, month });

/** A platform that applies a lower limit at once and a raise or removal after 24 hours. */
const fakePlatform = (start: Partial<Record<RgLimitKey, number>> = {}) => {
  const state: ResponsibleGaming = {
    currency: 'USD',
    limits: RG_LIMIT_KEYS.map((key) => ({ key, value: start[key] ?? null, pending: null })),
    deposits: sums(5_000, 20_000, 40_000),
    losses: sums(-1_000, 3_000, 9_000),
    netDeposits: sums(4_000, 15_000, 30_000),
    exclusion: null,
    sessionStartedAt: NOW - 30 * 60_000,
  };
  const setLimit: FakeRoute = (_params, body) => {
    const { key, value } = body as { key: RgLimitKey; value: number | null };
    const limit = state.limits.find((candidate) => candidate.key === key)!;
    if (value !== null && (limit.value === null || value <= limit.value)) {
      limit.value = value;
      limit.pending = null;
    } else if (!(value === null && limit.value === null)) {
      limit.pending = { value, effectiveAt: NOW + RG_INCREASE_DELAY_MS };
    }
    return ok(state);
  };
  return {
    state,
    api: {
      [responsibleGamingEndpoint.path]: () => ok(state),
      [setRgLimitEndpoint.path]: setLimit,
    } as Record<string, FakeRoute>,
  };
};

const setup = (api: Record<string, FakeRoute>) =>
  renderMember({ route: '/?mc=responsibleGaming', api });

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('ResponsibleGamingPage', () => {
  it('shows net deposits, deposits and losses over the three windows', async () => {
    setup(fakePlatform().api);
    const table = await screen.findByRole('table');
    // What the figures count is said above the table (outside its scroll box) and describes it.
    expect(table).toHaveAccessibleDescription(/^Deposits count once they are credited/);
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Last 24 hoursLast 7 daysLast 30 days',
      'Net deposits$40.00$150.00$300.00',
      'Deposits$50.00$200.00$400.00',
      'Losses-$10.00$30.00$90.00',
    ]);
  });

  it('shows each limit in force, and "no limit" where none is set', async () => {
    setup(fakePlatform({ depositDaily: 10_000, sessionMinutes: 90 }).api);
    expect(await screen.findByRole('textbox', { name: /^Daily deposit limit/ })).toHaveValue('100');
    expect(field('Daily deposit limit')).toHaveAccessibleDescription('Current limit: $100.00.');
    expect(field('Weekly deposit limit')).toHaveValue('');
    expect(field('Weekly deposit limit')).toHaveAccessibleDescription('No limit set.');
    expect(field('Session time limit \\(minutes\\)')).toHaveAccessibleDescription(
      'Current limit: 90 min.',
    );
  });

  it('applies a lower limit at once', async () => {
    const { api } = fakePlatform({ depositDaily: 10_000 });
    const { bodies } = setup(api);
    await userEvent.clear(await screen.findByRole('textbox', { name: /^Daily deposit limit/ }));
    await userEvent.type(field('Daily deposit limit'), '50');
    await userEvent.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText('Your limits are saved and apply now.')).toBeInTheDocument();
    expect(bodies(setRgLimitEndpoint.path)).toEqual([{ key: 'depositDaily', value: 5_000 }]);
    expect(field('Daily deposit limit')).toHaveValue('50');
    expect(field('Daily deposit limit')).toHaveAccessibleDescription('Current limit: $50.00.');
  });

  it('keeps a higher limit pending for 24 hours and shows when it applies', async () => {
    const { api } = fakePlatform({ depositDaily: 10_000 });
    setup(api);
    await userEvent.clear(await screen.findByRole('textbox', { name: /^Daily deposit limit/ }));
    await userEvent.type(field('Daily deposit limit'), '200');
    await userEvent.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your limits are saved. Lower limits apply now; a higher or removed limit applies at the time shown under it.',
    );
    // The limit in force stays; the raise waits.
    expect(field('Daily deposit limit')).toHaveValue('100');
    expect(field('Daily deposit limit')).toHaveAccessibleDescription(
      `Current limit: $100.00. Changes to $200.00 on ${at(NOW + RG_INCREASE_DELAY_MS)}`,
    );
  });

  it('shows a removal waiting for 24 hours and lets the player call it off', async () => {
    const { api, state } = fakePlatform({ lossWeekly: 30_000 });
    const { bodies } = setup(api);
    await userEvent.clear(await screen.findByRole('textbox', { name: /^Weekly loss limit/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(
      await screen.findByText(`Removed on ${at(NOW + RG_INCREASE_DELAY_MS)}`),
    ).toBeInTheDocument();
    expect(bodies(setRgLimitEndpoint.path)).toEqual([{ key: 'lossWeekly', value: null }]);
    await userEvent.click(
      screen.getByRole('button', { name: 'Cancel the change to Weekly loss limit' }),
    );
    expect(await screen.findByText('Current limit: $300.00.')).toBeInTheDocument();
    expect(screen.queryByText(/Removed on/)).not.toBeInTheDocument();
    expect(bodies(setRgLimitEndpoint.path).at(-1)).toEqual({ key: 'lossWeekly', value: 30_000 });
    expect(state.limits.find((limit) => limit.key === 'lossWeekly')?.pending).toBeNull();
  });

  it('refuses bad values next to their fields without calling', async () => {
    const { bodies } = setup(fakePlatform().api);
    await userEvent.type(
      await screen.findByRole('textbox', { name: /^Monthly deposit limit/ }),
      '0',
    );
    await userEvent.type(field('Reality check every \\(minutes\\)'), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(field('Monthly deposit limit')).toHaveAccessibleDescription(
      expect.stringContaining('Enter an amount above zero'),
    );
    expect(field('Reality check every \\(minutes\\)')).toHaveAccessibleDescription(
      expect.stringContaining('Enter whole minutes from 5 to 240.'),
    );
    expect(bodies(setRgLimitEndpoint.path)).toHaveLength(0);
  });

  it('says when nothing was changed', async () => {
    const { bodies } = setup(fakePlatform().api);
    await userEvent.click(await screen.findByRole('button', { name: 'Save limits' }));
    expect(screen.getByText('No limit was changed.')).toBeInTheDocument();
    expect(bodies(setRgLimitEndpoint.path)).toHaveLength(0);
  });

  it('shows a refused limit on its field and keeps what was typed', async () => {
    const { api } = fakePlatform();
    setup({
      ...api,
      [setRgLimitEndpoint.path]: (params, body, request) =>
        (body as { key: string }).key === 'sessionMinutes'
          ? fail(400, 'Invalid field "value": sessionMinutes must be 5 to 1440 minutes')
          : api[setRgLimitEndpoint.path]!(params, body, request),
    });
    await userEvent.type(
      await screen.findByRole('textbox', { name: /^Weekly deposit limit/ }),
      '700',
    );
    await userEvent.type(field('Session time limit \\(minutes\\)'), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not every limit was saved: see the field marked below.',
    );
    expect(field('Session time limit \\(minutes\\)')).toHaveAccessibleDescription(
      expect.stringContaining('sessionMinutes must be 5 to 1440 minutes'),
    );
    expect(field('Session time limit \\(minutes\\)')).toHaveValue('30');
    expect(field('Weekly deposit limit')).toHaveValue('700');
  });

  it('asks for a clear confirmation before a time-out and says until when it lasts', async () => {
    const { api } = fakePlatform();
    const { bodies } = setup({
      ...api,
      [rgExclusionEndpoint.path]: () =>
        ok({ kind: 'timeout', startsAt: NOW, endsAt: NOW + 168 * 3_600_000 }),
    });
    const panel = await screen.findByRole('region', { name: 'Take a time-out' });
    await userEvent.click(within(panel).getByRole('radio', { name: '1 week' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Take a time-out' }));
    const dialog = screen.getByRole('dialog', { name: 'Take a time-out of 1 week?' });
    expect(dialog).toHaveTextContent('You will be logged out at once');
    expect(dialog).toHaveTextContent('It cannot be shortened or cancelled.');
    expect(bodies(rgExclusionEndpoint.path)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start the time-out' }));
    expect(
      await within(panel).findByText(
        `Your time-out has started and lasts until ${at(NOW + 168 * 3_600_000)}. You are being logged out.`,
      ),
    ).toBeInTheDocument();
    expect(bodies(rgExclusionEndpoint.path)).toEqual([{ kind: 'timeout', hours: 168 }]);
    expect(screen.queryByRole('dialog', { name: /time-out/ })).not.toBeInTheDocument();
  });

  it('starts nothing when the time-out confirmation is cancelled', async () => {
    const { bodies } = setup(fakePlatform().api);
    const panel = await screen.findByRole('region', { name: 'Take a time-out' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Take a time-out' }));
    const dialog = screen.getByRole('dialog', { name: 'Take a time-out of 24 hours?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: /time-out/ })).not.toBeInTheDocument();
    expect(bodies(rgExclusionEndpoint.path)).toHaveLength(0);
  });

  it('shows a refused time-out inside the confirmation', async () => {
    setup({ ...fakePlatform().api, [rgExclusionEndpoint.path]: () => 'network-error' });
    const panel = await screen.findByRole('region', { name: 'Take a time-out' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Take a time-out' }));
    const dialog = screen.getByRole('dialog', { name: 'Take a time-out of 24 hours?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start the time-out' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The connection failed');
  });

  it('makes the player tick that they understand before a self-exclusion', async () => {
    const { api } = fakePlatform();
    const { bodies } = setup({
      ...api,
      [rgExclusionEndpoint.path]: () =>
        ok({ kind: 'self_exclusion', startsAt: NOW, endsAt: Date.UTC(2027, 2, 5, 10) }),
    });
    const panel = await screen.findByRole('region', { name: 'Self-exclusion' });
    await userEvent.click(within(panel).getByRole('radio', { name: '1 year' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Self-exclude' }));
    const dialog = screen.getByRole('dialog', { name: 'Self-exclude for 1 year?' });
    const confirm = within(dialog).getByRole('button', { name: 'Self-exclude for 1 year' });
    expect(confirm).toBeDisabled();
    await userEvent.click(
      within(dialog).getByRole('checkbox', {
        name: 'I understand that I cannot undo or shorten my self-exclusion.',
      }),
    );
    await userEvent.click(confirm);
    expect(await within(panel).findByText(/Your self-exclusion has started/)).toBeInTheDocument();
    expect(bodies(rgExclusionEndpoint.path)).toEqual([{ kind: 'self_exclusion', months: 12 }]);
  });

  it('tells the player where to get help', async () => {
    setup(fakePlatform().api);
    const help = await screen.findByRole('region', { name: 'Where to get help' });
    expect(help).toHaveTextContent('gamblingtherapy.org');
  });

  it('offers a retry when the limits cannot be loaded', async () => {
    setup({ [responsibleGamingEndpoint.path]: () => fail(500, 'boom') });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save limits' })).not.toBeInTheDocument();
  });
});

import { act, screen } from '@testing-library/react';
import {
  type ResponsibleGaming,
  responsibleGamingEndpoint,
  RG_LIMIT_KEYS,
} from 'shared-contracts/member';
import { ok } from 'shared-ui/testing';

import { useResponsibleGaming } from '../../api/responsibleGaming';
import { renderMember } from '../../test/renderMember';
import { useRealityCheck } from './useRealityCheck';

const MIN = 60_000;
const START = Date.UTC(2026, 2, 5, 10, 0);

const state = (realityCheckMinutes: number | null): ResponsibleGaming => ({
  currency: 'USD',
  limits: RG_LIMIT_KEYS.map((key) => ({
    key,
    value: key === 'realityCheckMinutes' ? realityCheckMinutes : null,
    pending: null,
  })),
  deposits: { day: 0, week: 0, month: 0 },
  losses: { day: 0, week: 0, month: 0 },
  netDeposits: { day: 0, week: 0, month: 0 },
  exclusion: null,
  sessionStartedAt: START,
});

const Probe = () => {
  const { reminder, dismiss } = useRealityCheck();
  // The reminder is scheduled once the limits are loaded.
  if (!useResponsibleGaming().isSuccess) return <p>Loading</p>;
  return reminder ? (
    <button type="button" onClick={dismiss}>
      {`Played ${reminder.minutesPlayed} minutes`}
    </button>
  ) : (
    <p>No reminder</p>
  );
};

const mount = (minutes: number | null) =>
  renderMember({
    route: '/',
    api: { [responsibleGamingEndpoint.path]: () => ok(state(minutes)) },
    children: <Probe />,
  });

describe('useRealityCheck', () => {
  beforeEach(() => jest.useFakeTimers({ now: START + 25 * MIN }));
  afterEach(() => jest.useRealTimers());

  it('reminds the player at each interval of the session, and dismiss hides it', async () => {
    mount(20);
    expect(await screen.findByText('No reminder')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(14 * MIN));
    expect(screen.getByText('No reminder')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1 * MIN));
    expect(screen.getByRole('button', { name: 'Played 40 minutes' })).toBeInTheDocument();
    act(() => screen.getByRole('button').click());
    expect(screen.getByText('No reminder')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(20 * MIN));
    expect(screen.getByRole('button', { name: 'Played 60 minutes' })).toBeInTheDocument();
  });

  it('never reminds a player who set no reality check', async () => {
    mount(null);
    expect(await screen.findByText('No reminder')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(600 * MIN));
    expect(screen.getByText('No reminder')).toBeInTheDocument();
  });
});

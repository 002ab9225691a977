import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  claimPromotionEndpoint,
  joinPromotionEndpoint,
  type PromotionParticipation,
  promotionParticipationListEndpoint,
  type PromotionSummary,
  TRIAL_ACCOUNT_TYPE,
} from 'shared-contracts';
import {
  createFakeHost,
  fail,
  type FakeRoute,
  ok,
  recordCommands,
  testMember,
} from 'shared-ui/testing';

import en from '../../i18n/en.json';
import { renderAuth } from '../../test/renderAuth';
import { NewPlayerPromotions } from './NewPlayerPromotions';

const words = en.register.participation;
const TITLE = 'Welcome bonus 100%';
const STATES = promotionParticipationListEndpoint.path;

const promotion = (overrides: Partial<PromotionSummary> = {}): PromotionSummary => ({
  id: 'p1',
  title: TITLE,
  summary: 'Double your first deposit.',
  category: 'new_player',
  badges: ['newbie'],
  imageUrl: '/assets/promotions/p1.svg',
  startTime: Date.UTC(2026, 0, 1, 12),
  endTime: Date.UTC(2026, 11, 31, 12),
  ...overrides,
});

const participation = (
  overrides: Partial<PromotionParticipation> = {},
): PromotionParticipation => ({
  promotionId: 'p1',
  kind: 'claim',
  status: 'claim',
  loginRequired: false,
  rules: {
    startsAt: Date.UTC(2026, 0, 1, 12),
    endsAt: Date.UTC(2026, 11, 31, 12),
    newPlayersOnly: true,
    newPlayerDays: 7,
    minDeposit: 0,
    bonusAmount: 5000,
    bonusRateBp: 0,
    bonusCap: null,
    turnoverMultiple: 3,
    drawAt: null,
    prizeAmount: null,
    winners: null,
  },
  ineligibleBecause: null,
  bonus: null,
  application: null,
  ticketNo: null,
  drawnAt: null,
  ...overrides,
});

const renderSlider = ({
  states,
  member = testMember(),
  routes = {},
}: {
  states: FakeRoute;
  member?: ReturnType<typeof testMember> | null;
  routes?: Record<string, FakeRoute>;
}) => {
  const host = createFakeHost({ member });
  const commands = recordCommands(host, [
    'OpenLogin',
    'OpenRegister',
    'RefreshBalance',
    'OpenMemberCentre',
  ]);
  const rendered = renderAuth({
    route: '/register',
    host,
    children: <NewPlayerPromotions />,
    api: {
      '/wps/promotions': () => ok({ list: [promotion()] }),
      [STATES]: states,
      ...routes,
    },
  });
  return { ...rendered, commands };
};

const slider = () => screen.findByRole('region', { name: en.register.promotions });

describe('NewPlayerPromotions', () => {
  it('reads every slide’s standing in one call and asks a guest to log in to join', async () => {
    const { calls, commands } = renderSlider({
      member: null,
      states: () => ok({ list: [participation({ loginRequired: true })] }),
    });
    const button = await screen.findByRole('button', { name: `Log in to join: ${TITLE}` });
    expect(button).toHaveTextContent(words.logIn);
    expect(calls(STATES)).toEqual([{ ids: 'p1' }]);
    await userEvent.click(button);
    expect(commands).toEqual([{ type: 'OpenLogin' }]);
  });

  it('sends a trial account to the login too', async () => {
    const { commands } = renderSlider({
      member: testMember({ isAgent: TRIAL_ACCOUNT_TYPE }),
      states: () => ok({ list: [participation()] }),
    });
    await userEvent.click(await screen.findByRole('button', { name: `Log in to join: ${TITLE}` }));
    expect(commands).toEqual([{ type: 'OpenLogin' }]);
  });

  it('joins from the slide, then shows the member has joined', async () => {
    let joined = false;
    const { calls } = renderSlider({
      states: () =>
        ok({
          list: [participation({ kind: 'join', status: joined ? 'joined' : 'join' })],
        }),
      routes: {
        [joinPromotionEndpoint.path]: () => {
          joined = true;
          return ok(participation({ kind: 'join', status: 'joined' }));
        },
      },
    });
    const button = await screen.findByRole('button', { name: `Join ${TITLE}` });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(await screen.findByText(words.joined)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(words.joinDone);
    // The button gave way to the standing, which takes the focus (the slider stays on it).
    expect(screen.getByText(words.joined).closest('[tabindex="-1"]')).toHaveFocus();
    // Pressed twice while working: joined once.
    expect(calls(joinPromotionEndpoint.path)).toHaveLength(1);
  });

  it('claims with an idempotency key and refreshes the wallet', async () => {
    const keys: unknown[] = [];
    const { commands } = renderSlider({
      states: () => ok({ list: [participation()] }),
      routes: {
        [claimPromotionEndpoint.path]: (_params, _body, request) => {
          keys.push(request.headers['Idempotency-Key']);
          return ok({
            participation: participation({ status: 'claimed' }),
            transactionId: 't1',
            balance: 10_000,
          });
        },
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: `Claim the bonus of ${TITLE}` }),
    );
    expect(await screen.findByText(words.claimDone)).toBeInTheDocument();
    expect(keys).toHaveLength(1);
    expect(typeof keys[0]).toBe('string');
    expect(commands).toEqual([{ type: 'RefreshBalance' }]);
  });

  it('shows a refusal at the slide and keeps the action', async () => {
    renderSlider({
      states: () => ok({ list: [participation()] }),
      routes: {
        [claimPromotionEndpoint.path]: () =>
          fail(409, 'You have claimed this bonus already', { reason: 'alreadyClaimed' }),
      },
    });
    const button = await screen.findByRole('button', { name: `Claim the bonus of ${TITLE}` });
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have claimed this bonus already',
    );
    expect(button).toBeEnabled();
  });

  it('sends an application to the promotion’s page, where the form with images is', async () => {
    renderSlider({
      states: () => ok({ list: [participation({ kind: 'apply', status: 'apply' })] }),
    });
    expect(await screen.findByRole('link', { name: `Apply for ${TITLE}` })).toHaveAttribute(
      'href',
      '/promoDetail?id=p1',
    );
  });

  it.each([
    [participation({ status: 'comingSoon' }), words.comingSoon, null],
    [participation({ kind: 'apply', status: 'processing' }), words.processing, null],
    [
      participation({
        kind: 'apply',
        status: 'rejected',
        application: {
          id: 'a1',
          promotionId: 'p1',
          promotionTitle: TITLE,
          comment: '',
          imageUrls: [],
          status: 'rejected',
          reason: 'Screenshot unreadable',
          bonusAmount: null,
          turnoverRequired: null,
          submittedAt: 1,
          decidedAt: 2,
        },
      }),
      words.rejected,
      'Reason: Screenshot unreadable',
    ],
    [participation({ status: 'claimed' }), words.claimed, null],
    [
      participation({ status: 'notEligible', ineligibleBecause: 'newPlayersOnly' }),
      words.notEligible,
      null,
    ],
    [participation({ status: 'closed' }), words.closed, null],
  ])('shows the standing without an action: %#', async (state, badge, note) => {
    renderSlider({ states: () => ok({ list: [state] }) });
    const region = await slider();
    expect(await within(region).findByText(badge)).toBeInTheDocument();
    if (note) expect(within(region).getByText(note)).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: new RegExp(TITLE) })).toBeNull();
  });

  it('asks for a verified contact, with a way to the security page', async () => {
    const { commands } = renderSlider({
      states: () =>
        ok({
          list: [participation({ status: 'notEligible', ineligibleBecause: 'verifyContact' })],
        }),
    });
    const region = await slider();
    expect(await within(region).findByText(words.notEligible)).toBeInTheDocument();
    expect(within(region).getByText(en.register.participation.verifyContactNote)).toBeVisible();
    await userEvent.click(
      within(region).getByRole('button', { name: en.register.participation.verifyContact }),
    );
    expect(commands).toContainEqual({ type: 'OpenMemberCentre', page: 'securityCenter' });
  });

  it('keeps the slides when the standings fail and reads them again on retry', async () => {
    let attempts = 0;
    renderSlider({
      states: () => {
        attempts += 1;
        return attempts === 1 ? fail(500, 'down') : ok({ list: [participation()] });
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(words.error);
    expect(screen.getByText(TITLE)).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: en.errors.retry }));
    expect(
      await screen.findByRole('button', { name: `Claim the bonus of ${TITLE}` }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UPLOADS_PATH } from 'shared-contracts';
import {
  confirmWithdrawalEndpoint,
  type Withdrawal,
  withdrawalDetailEndpoint,
  withdrawalHistoryEndpoint,
  withdrawalSettingsEndpoint,
} from 'shared-contracts/member';
import { fail, type FakeRoute, installFakePlatform, ok, TEST_TOKEN } from 'shared-ui/testing';

import { renderMember } from '../../test/renderMember';
import { settingsOf, withdrawalOf } from './withdrawFixtures';

const DEADLINE = Date.UTC(2026, 0, 1, 12, 30);

const awaiting = withdrawalOf({
  status: 'awaiting_confirmation',
  disbursedAt: Date.UTC(2026, 0, 1, 12),
  confirmDeadline: DEADLINE,
});

const renderHistory = (
  list: Withdrawal[],
  {
    confirm = () => ok({ ...awaiting, status: 'completed' }),
    history,
    detail = () => ok(list[0]),
  }: { confirm?: FakeRoute; history?: FakeRoute; detail?: FakeRoute } = {},
) =>
  renderMember({
    route: '/?mc=withdraw',
    api: {
      [withdrawalSettingsEndpoint.path]: () => ok(settingsOf()),
      [withdrawalHistoryEndpoint.path]:
        history ??
        ((params) =>
          ok({
            list: params.status ? list.filter((w) => w.status === params.status) : list,
            total: 30,
            totalPages: 3,
            pageNo: Number(params.pageNo),
          })),
      [withdrawalDetailEndpoint.path]: detail,
      [confirmWithdrawalEndpoint.path]: confirm,
      [UPLOADS_PATH]: () =>
        ok({ uploadId: 'up_aaaaaaaaaaaaaaaa01', contentType: 'image/png', size: 12 }),
    },
  });

const question = () => screen.findByRole('form', { name: 'Confirm receipt of W260101AAAA0001' });

describe('WithdrawalHistory', () => {
  it('lists every status in words, with the reason of a rejection', async () => {
    const statuses = [
      'pending_review',
      'approved',
      'disbursed',
      'rejected',
      'awaiting_confirmation',
      'disputed',
      'completed',
    ] as const;
    renderHistory(
      statuses.map((status, index) =>
        withdrawalOf({
          withdrawalId: `w${index}`,
          reference: `W26010100000${index}`,
          status,
          rejectReason: status === 'rejected' ? 'Payee name does not match' : null,
          confirmDeadline: status === 'awaiting_confirmation' ? DEADLINE : null,
        }),
      ),
    );
    const list = await screen.findByRole('list', { name: 'Withdrawal history' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^W260101000000Demo Bank \*\*\*\* 4321.*\$500\.00Pending review/),
      expect.stringContaining('Approved'),
      expect.stringContaining('Disbursed'),
      expect.stringContaining('RejectedDetailsReason: Payee name does not match'),
      expect.stringContaining('Awaiting confirmation'),
      expect.stringContaining('Disputed'),
      expect.stringContaining('Completed'),
    ]);
    expect(within(rows[4] as HTMLElement).getByText('Did you receive it?')).toBeInTheDocument();
    expect(within(rows[5] as HTMLElement).queryByText('Did you receive it?')).toBeNull();
  });

  it('keeps each order number in one piece, in the list and in the detail', async () => {
    const withdrawal = withdrawalOf({ reference: 'W261118ABCD1234' });
    renderHistory([withdrawal]);
    const list = await screen.findByRole('list', { name: 'Withdrawal history' });
    expect(within(list).getByText('W261118ABCD1234')).toHaveClass('orderNumber');
    await userEvent.click(within(list).getByRole('button', { name: 'Details of W261118ABCD1234' }));
    expect(await screen.findByText('W261118ABCD1234', { selector: 'dd' })).toHaveClass(
      'orderNumber',
    );
  });

  it('filters by status and moves between pages', async () => {
    const { calls } = renderHistory([withdrawalOf()]);
    await userEvent.click(await screen.findByRole('button', { name: 'Page 3' }));
    expect(calls(withdrawalHistoryEndpoint.path).at(-1)).toEqual({ pageNo: '3', pageSize: '10' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Disputed');
    expect(calls(withdrawalHistoryEndpoint.path).at(-1)).toEqual({
      status: 'disputed',
      pageNo: '1',
      pageSize: '10',
    });
  });

  it('says when there are no withdrawals', async () => {
    renderHistory([], { history: () => ok({ list: [], total: 0, totalPages: 0, pageNo: 1 }) });
    expect(await screen.findByText('No withdrawals yet.')).toBeInTheDocument();
  });

  it('shows "forced received" for an answer given automatically', async () => {
    renderHistory([
      withdrawalOf({
        status: 'completed',
        confirmation: {
          result: 'received',
          receivedAmount: 49_300,
          remainingAmount: 0,
          auto: true,
          proofUrls: [],
          at: DEADLINE,
        },
      }),
    ]);
    expect(await screen.findByText(/^Forced received: not answered in time/)).toBeInTheDocument();
  });
});

describe('WithdrawalConfirmation', () => {
  it('asks "Did you receive it?" with the deadline and the auto-receive rule', async () => {
    renderHistory([awaiting]);
    const form = await question();
    expect(form).toHaveTextContent(/Please answer by 1 Jan 2026, \d\d:30: after 30 minutes/);
    expect(form).toHaveTextContent('A withdrawal counted as received is not refunded.');
    expect(
      screen.getByText(/you do not answer within 30 minutes counts as received/),
    ).toBeInTheDocument();
    for (const name of ['Received', 'Partly received', 'Not received'])
      expect(within(form).getByRole('button', { name })).toBeInTheDocument();
  });

  it('needs an answer before Confirm', async () => {
    const { calls } = renderHistory([awaiting]);
    const form = await question();
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Choose one of the three answers.');
    expect(calls(confirmWithdrawalEndpoint.path)).toHaveLength(0);
  });

  it('confirms received in full', async () => {
    const { bodies } = renderHistory([awaiting]);
    const form = await question();
    await userEvent.click(within(form).getByRole('button', { name: 'Received' }));
    expect(within(form).getByRole('button', { name: 'Received' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(bodies(confirmWithdrawalEndpoint.path)).toEqual([
      { withdrawalId: 'w1', result: 'received' },
    ]);
  });

  it.each([
    ['', 'Please fill in this field.'],
    ['0', 'Enter an amount above 0 and below the payout of $493.00.'],
    ['493', 'Enter an amount above 0 and below the payout of $493.00.'],
  ])('refuses a partly received amount of %j', async (typed, message) => {
    const { calls } = renderHistory([awaiting]);
    const form = await question();
    await userEvent.click(within(form).getByRole('button', { name: 'Partly received' }));
    const amount = within(form).getByRole('textbox', { name: /^Amount received/ });
    if (typed) await userEvent.type(amount, typed);
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(amount).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(calls(confirmWithdrawalEndpoint.path)).toHaveLength(0);
  });

  it('shows what is missing of a partly received payout and sends the amount received', async () => {
    const { bodies } = renderHistory([awaiting]);
    const form = await question();
    await userEvent.click(within(form).getByRole('button', { name: 'Partly received' }));
    await userEvent.type(within(form).getByRole('textbox', { name: /^Amount received/ }), '400.50');
    expect(within(form).getByText('Missing: $92.50')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(bodies(confirmWithdrawalEndpoint.path)).toEqual([
      { withdrawalId: 'w1', result: 'partly_received', receivedAmount: 40_050 },
    ]);
  });

  it('needs a proof image for not received, then sends its upload id', async () => {
    const { bodies } = renderHistory([awaiting]);
    const form = await question();
    await userEvent.click(within(form).getByRole('button', { name: 'Not received' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(within(form).getByText(/Please upload proof of not receiving/)).toBeInTheDocument();
    expect(bodies(confirmWithdrawalEndpoint.path)).toHaveLength(0);

    URL.createObjectURL = jest.fn(() => 'blob:picked');
    URL.revokeObjectURL = jest.fn();
    const png = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
      'statement.png',
      { type: 'image/png' },
    );
    await userEvent.upload(
      within(form).getByLabelText(/^Proof of not receiving/, { selector: 'input' }),
      png,
    );
    expect(await within(form).findByRole('img', { name: 'statement.png' })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(bodies(confirmWithdrawalEndpoint.path)).toEqual([
      { withdrawalId: 'w1', result: 'not_received', proofUploadIds: ['up_aaaaaaaaaaaaaaaa01'] },
    ]);
  });

  it('says what a proof image is for, and its limits once', async () => {
    renderHistory([awaiting]);
    const form = await question();
    await userEvent.click(within(form).getByRole('button', { name: 'Not received' }));
    const proof = within(form).getByRole('group', { name: /^Proof of not receiving/ });
    expect(within(proof).getByText('For example, a bank statement.')).toBeInTheDocument();
    expect(within(proof).getAllByText(/5 MB/)).toEqual([
      within(proof).getByText('PNG or JPEG, at most 5 MB each, up to 3 images.'),
    ]);
  });

  it('sends an optional proof image with a partly received answer', async () => {
    const { bodies } = renderHistory([awaiting]);
    const form = await question();
    await userEvent.click(within(form).getByRole('button', { name: 'Partly received' }));
    await userEvent.type(within(form).getByRole('textbox', { name: /^Amount received/ }), '300');
    URL.createObjectURL = jest.fn(() => 'blob:picked');
    URL.revokeObjectURL = jest.fn();
    const png = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
      'partial.png',
      { type: 'image/png' },
    );
    await userEvent.upload(
      within(form).getByLabelText(/^Proof of the amount received \(optional\)/, {
        selector: 'input',
      }),
      png,
    );
    expect(await within(form).findByRole('img', { name: 'partial.png' })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(bodies(confirmWithdrawalEndpoint.path)).toEqual([
      {
        withdrawalId: 'w1',
        result: 'partly_received',
        receivedAmount: 30_000,
        proofUploadIds: ['up_aaaaaaaaaaaaaaaa01'],
      },
    ]);
  });

  it("shows the platform's refusal when the withdrawal already counts as received", async () => {
    renderHistory([awaiting], {
      confirm: () =>
        fail(409, 'This withdrawal was not confirmed in time and counts as received', {
          status: 'completed',
        }),
    });
    const form = await question();
    await userEvent.click(within(form).getByRole('button', { name: 'Received' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'This withdrawal was not confirmed in time and counts as received',
    );
  });
});

describe('WithdrawalDetail', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the amounts, the timeline with its notes and the proof images sent', async () => {
    const disputed = withdrawalOf({
      status: 'disputed',
      confirmation: {
        result: 'not_received',
        receivedAmount: 0,
        remainingAmount: 49_300,
        auto: false,
        proofUrls: ['/wps/member/uploads/up_aaaaaaaaaaaaaaaa01'],
        at: DEADLINE,
      },
      timeline: [
        {
          at: Date.UTC(2026, 0, 1, 10),
          status: 'pending_review',
          event: 'requested',
          note: 'Funds held until the withdrawal is reviewed',
        },
        {
          at: Date.UTC(2026, 0, 1, 12),
          status: 'awaiting_confirmation',
          event: 'disbursed',
          note: 'Paid out; please confirm within 30 minutes',
        },
        {
          at: Date.UTC(2026, 0, 1, 12, 10),
          status: 'disputed',
          event: 'confirmed',
          note: 'Not received; proof uploaded, under review',
        },
      ],
    });
    URL.createObjectURL = jest.fn(() => 'blob:proof-1');
    URL.revokeObjectURL = jest.fn();
    let authorization: unknown = null;
    const images = installFakePlatform({
      '/wps/member/uploads/up_aaaaaaaaaaaaaaaa01': (_params, _body, request) => {
        authorization = request.headers.Authorization;
        return {
          status: 200,
          body: new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' }),
        };
      },
    });
    try {
      const { calls } = renderHistory([disputed]);
      await userEvent.click(
        await screen.findByRole('button', { name: 'Details of W260101AAAA0001' }),
      );
      expect(
        await screen.findByRole('heading', { name: 'Withdrawal details' }),
      ).toBeInTheDocument();
      expect(calls(withdrawalDetailEndpoint.path)).toEqual([{ withdrawalId: 'w1' }]);
      expect(
        screen.getByText('You reported receiving nothing; $493.00 is under review.'),
      ).toBeInTheDocument();
      const timeline = screen.getByRole('list', { name: 'Timeline' });
      expect(
        within(timeline)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        expect.stringMatching(
          /Requested.*Pending review.*Funds held until the withdrawal is reviewed/,
        ),
        expect.stringMatching(/Paid out.*Awaiting confirmation.*please confirm within 30 minutes/),
        expect.stringMatching(/Answered.*Disputed.*proof uploaded, under review/),
      ]);
      const proofs = screen.getByRole('list', { name: 'Proof images sent (1)' });
      await waitFor(() =>
        expect(within(proofs).getByRole('img', { name: 'Proof image 1' })).toHaveAttribute(
          'src',
          'blob:proof-1',
        ),
      );
      expect(authorization).toBe(`Bearer ${TEST_TOKEN}`);
      await userEvent.click(screen.getByRole('button', { name: 'Back to the history' }));
      expect(await screen.findByRole('list', { name: 'Withdrawal history' })).toBeInTheDocument();
    } finally {
      images.restore();
    }
  });

  it('asks the question in the detail of a withdrawal awaiting confirmation', async () => {
    renderHistory([awaiting]);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Details of W260101AAAA0001' }),
    );
    await screen.findByRole('heading', { name: 'Withdrawal details' });
    expect(await question()).toBeInTheDocument();
  });
});

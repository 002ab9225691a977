import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type Feedback,
  myFeedbackEndpoint,
  submitFeedbackEndpoint,
  UPLOADS_PATH,
} from 'shared-contracts';
import { createFakeHost, fail, type FakeRoute, ok, testMember } from 'shared-ui/testing';

import { renderMember } from '../../test/renderMember';

const feedback = (n: number, overrides: Partial<Feedback> = {}): Feedback => ({
  id: `f${n}`,
  type: 'deposit',
  content: `Question number ${n} about my deposit`,
  imageUrls: [],
  status: 'submitted',
  referenceNo: null,
  replies: [],
  createdAt: Date.UTC(2026, 2, 5, 10, n),
  updatedAt: Date.UTC(2026, 2, 5, 10, n),
  ...overrides,
});

const page = (list: Feedback[]) =>
  ok({ list, total: list.length, totalPages: list.length > 0 ? 1 : 0, pageNo: 1 });

const setup = (routes: Record<string, FakeRoute> = {}, route = '/?mc=feedback') =>
  renderMember({
    route,
    api: {
      [myFeedbackEndpoint.path]: () => page([]),
      [submitFeedbackEndpoint.path]: (_params, body) =>
        ok(feedback(9, { ...(body as Partial<Feedback>), imageUrls: [] })),
      ...routes,
    },
  });

const form = () => screen.findByRole('region', { name: 'New feedback' });

describe('FeedbackPage', () => {
  it('lists feedback with status, complaint reference and the replies of customer service', async () => {
    setup({
      [myFeedbackEndpoint.path]: () =>
        page([
          feedback(1, {
            type: 'complaint',
            status: 'answered',
            referenceNo: 'CP-20260305-0001',
            replies: [
              { id: 'r1', body: 'We are sorry, it is fixed.', createdAt: Date.UTC(2026, 2, 6) },
            ],
          }),
          feedback(2, { status: 'in_progress' }),
        ]),
    });
    const complaint = (await screen.findByRole('heading', { name: 'Complaint' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(complaint).getByText('Answered')).toBeInTheDocument();
    expect(within(complaint).getByText('CP-20260305-0001')).toBeInTheDocument();
    expect(
      within(
        within(complaint).getByRole('list', { name: 'Replies from customer service' }),
      ).getByText('We are sorry, it is fixed.'),
    ).toBeInTheDocument();
    const other = screen
      .getByRole('heading', { name: 'Deposit' })
      .closest('article') as HTMLElement;
    expect(within(other).getByText('In progress')).toBeInTheDocument();
    expect(
      within(other).getByText('Waiting for an answer from customer service.'),
    ).toBeInTheDocument();
  });

  it('starts with the question type the contact page chose', async () => {
    setup({}, '/contactUs?mc=feedback&fbType=game');
    expect(within(await form()).getByLabelText('Question type')).toHaveValue('game');
  });

  it('filters the list by status', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    expect(await screen.findByText('You have not sent any feedback yet.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Closed');
    await waitFor(() =>
      expect(calls(myFeedbackEndpoint.path).at(-1)).toEqual({
        status: 'closed',
        pageNo: '1',
        pageSize: '5',
      }),
    );
  });

  it('shows the bounds, refuses a short text at its field and sends nothing', async () => {
    const user = userEvent.setup();
    const { bodies } = setup();
    const region = await form();
    expect(within(region).getByText('Between 10 and 500 characters.')).toBeInTheDocument();
    const content = within(region).getByRole('textbox', { name: 'Your feedback' });
    await user.type(content, 'Too short');
    expect(within(region).getByText('9 / 500')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Submit' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Please write between 10 and 500 characters.',
    );
    expect(content).toHaveAttribute('aria-invalid', 'true');
    expect(content).toHaveValue('Too short');
    expect(bodies(submitFeedbackEndpoint.path)).toHaveLength(0);
  });

  it('states the image limits once, in the picker', async () => {
    setup();
    const images = within(await form()).getByRole('group', { name: 'Images (optional)' });
    expect(within(images).getAllByText(/5 MB/)).toEqual([
      within(images).getByText('PNG or JPEG, at most 5 MB each, up to 3 images.'),
    ]);
  });

  it('files a complaint with an image and shows its reference number', async () => {
    const user = userEvent.setup();
    URL.createObjectURL = jest.fn(() => 'blob:picked');
    URL.revokeObjectURL = jest.fn();
    const { bodies } = setup({
      [UPLOADS_PATH]: () =>
        ok({ uploadId: 'up_aaaaaaaaaaaaaaaa01', contentType: 'image/png', size: 12 }),
      [submitFeedbackEndpoint.path]: (_params, body) =>
        ok(feedback(9, { ...(body as Partial<Feedback>), referenceNo: 'CP-20260305-0002' })),
    });
    const region = await form();
    await user.selectOptions(
      within(region).getByRole('combobox', { name: 'Question type' }),
      'Complaint',
    );
    expect(within(region).getByText(/A complaint gets a reference number/)).toBeInTheDocument();
    await user.type(
      within(region).getByRole('textbox', { name: 'Your feedback' }),
      'The agent closed my chat without an answer.',
    );
    const png = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
      'chat.png',
      { type: 'image/png' },
    );
    await user.upload(
      within(region).getByLabelText(/^Images \(optional\)/, { selector: 'input' }),
      png,
    );
    expect(await within(region).findByRole('img', { name: 'chat.png' })).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Submit' }));
    expect(
      await within(region).findByText(/reference number CP-20260305-0002/),
    ).toBeInTheDocument();
    expect(bodies(submitFeedbackEndpoint.path)).toEqual([
      {
        type: 'complaint',
        content: 'The agent closed my chat without an answer.',
        imageIds: ['up_aaaaaaaaaaaaaaaa01'],
      },
    ]);
    expect(within(region).getByRole('textbox', { name: 'Your feedback' })).toHaveValue('');
  });

  it('keeps what was typed when the platform refuses, with its message', async () => {
    const user = userEvent.setup();
    setup({
      [submitFeedbackEndpoint.path]: () => fail(429, 'Too many requests', null),
    });
    const region = await form();
    const content = within(region).getByRole('textbox', { name: 'Your feedback' });
    await user.type(content, 'Where is my withdrawal from Monday?');
    await user.click(within(region).getByRole('button', { name: 'Submit' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a few minutes and try again.',
    );
    expect(content).toHaveValue('Where is my withdrawal from Monday?');
  });

  it('shows an answer of customer service as soon as the platform pushes its notice', async () => {
    const host = createFakeHost({ member: testMember() });
    const item = feedback(4, { type: 'game' });
    renderMember({
      route: '/?mc=feedback',
      host,
      api: { [myFeedbackEndpoint.path]: () => page([item]) },
    });
    const article = (await screen.findByRole('heading', { name: 'Game' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(article).getByText('Submitted')).toBeInTheDocument();
    item.status = 'answered';
    item.replies = [{ id: 'r9', body: 'The round was settled.', createdAt: Date.UTC(2026, 2, 6) }];
    act(() => host.bus.push({ type: 'memberMessages', unReadCount: 1, arrived: 'm1' }));
    expect(await screen.findByText('The round was settled.')).toBeInTheDocument();
    expect(within(article).getByText('Answered')).toBeInTheDocument();
  });

  it('shows a failed list with a retry that loads it again', async () => {
    const user = userEvent.setup();
    let answers = 0;
    setup({
      [myFeedbackEndpoint.path]: () =>
        (answers += 1) === 1 ? fail(500, 'Server error', null) : page([feedback(3)]),
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Deposit' })).toBeInTheDocument();
  });
});

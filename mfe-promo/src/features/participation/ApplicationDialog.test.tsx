import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  APPLICATION_IMAGES_PATH,
  applyPromotionEndpoint,
  MAX_IMAGE_BYTES,
  promotionApplicationsEndpoint,
  promotionDetailEndpoint,
  promotionParticipationEndpoint,
} from 'shared-contracts';
import { createFakeHost, fail, type FakeRoute, ok, testMember } from 'shared-ui/testing';

import { detail } from '../../test/fixtures';
import { renderPromo } from '../../test/renderPromo';
import { application, participation, pngFile } from './participationFixtures';

const TITLE = 'Screenshot bonus';

const renderForm = (routes: Record<string, FakeRoute> = {}) => {
  let uploads = 0;
  const rendered = renderPromo({
    route: '/promoDetail?id=p1',
    host: createFakeHost({ member: testMember() }),
    api: {
      [promotionDetailEndpoint.path]: () => ok(detail({ id: 'p1', title: TITLE })),
      [promotionParticipationEndpoint.path]: () =>
        ok(participation({ kind: 'apply', status: 'apply' })),
      [promotionApplicationsEndpoint.path]: () =>
        ok({ list: [], total: 0, totalPages: 0, pageNo: 1 }),
      [APPLICATION_IMAGES_PATH]: () => {
        uploads += 1;
        return ok({
          uploadId: `up_aaaaaaaaaaaaaaaa0${uploads}`,
          contentType: 'image/png',
          size: 64,
        });
      },
      [applyPromotionEndpoint.path]: () => ok(application()),
      ...routes,
    },
  });
  return rendered;
};

const openForm = async () => {
  await userEvent.click(await screen.findByRole('button', { name: `Apply for ${TITLE}` }));
  return screen.findByRole('dialog', { name: `Apply for ${TITLE}` });
};

describe('ApplicationDialog', () => {
  let created = 0;
  beforeEach(() => {
    created = 0;
    URL.createObjectURL = jest.fn(() => {
      created += 1;
      return `blob:preview-${created}`;
    });
    URL.revokeObjectURL = jest.fn();
  });

  it('counts the comment live and stops a comment over 140 characters at its field', async () => {
    const view = renderForm();
    const dialog = await openForm();
    const comment = within(dialog).getByRole('textbox', { name: 'Comment' });
    await userEvent.type(comment, 'Hello 👋');
    expect(within(dialog).getByText('7 / 140 characters')).toBeInTheDocument();
    await userEvent.clear(comment);
    await userEvent.click(comment);
    await userEvent.paste('x'.repeat(143));
    expect(within(dialog).getByText('143 / 140 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('At most 140 characters: remove 3.')).toBeInTheDocument();
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(view.calls(applyPromotionEndpoint.path)).toHaveLength(0);
    expect(comment).toHaveValue('x'.repeat(143));
  });

  it('previews picked images, removes one before sending, uploads the rest then applies', async () => {
    const view = renderForm();
    const dialog = await openForm();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Two proofs');
    const input = within(dialog).getByLabelText(/^Images/, { selector: 'input' });
    await userEvent.upload(input, [pngFile('a.png'), pngFile('b.png'), pngFile('c.png')]);
    await within(dialog).findByText('3 of 3 chosen');
    expect(within(dialog).getByRole('img', { name: 'a.png' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    expect(input).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove b.png' }));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
    expect(within(dialog).getByText('2 of 3 chosen')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(
      await screen.findByText(
        'Your application was sent. We will tell you here when it is reviewed.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view.bodies(APPLICATION_IMAGES_PATH)).toHaveLength(2);
    expect(view.calls(applyPromotionEndpoint.path)).toEqual([
      {
        promotionId: 'p1',
        comment: 'Two proofs',
        imageIds: ['up_aaaaaaaaaaaaaaaa01', 'up_aaaaaaaaaaaaaaaa02'],
      },
    ]);
    // The previews are freed with the form.
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-3');
  });

  it('refuses a fourth image with the SPEC message and keeps the three', async () => {
    renderForm();
    const dialog = await openForm();
    const input = within(dialog).getByLabelText(/^Images/, { selector: 'input' });
    await userEvent.upload(input, [pngFile('a.png'), pngFile('b.png')]);
    await within(dialog).findByText('2 of 3 chosen');
    await userEvent.upload(input, [pngFile('c.png'), pngFile('d.png')]);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'At most 3 images: remove one to add another.',
    );
    expect(within(dialog).getByText('2 of 3 chosen')).toBeInTheDocument();
  });

  it('refuses an image over 5 MB and a file that is not an image whatever its name', async () => {
    renderForm();
    const dialog = await openForm();
    const input = within(dialog).getByLabelText(/^Images/, { selector: 'input' });
    await userEvent.upload(input, pngFile('huge.png', MAX_IMAGE_BYTES + 1));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'huge.png is larger than 5 MB: choose a smaller image.',
    );
    const fake = new File(['just some text'], 'fake.png', { type: 'image/png' });
    await userEvent.upload(input, fake);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'fake.png is not a PNG or JPEG image.',
    );
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the platform refusal of the comment at its field and keeps what was typed', async () => {
    renderForm({
      [applyPromotionEndpoint.path]: () =>
        fail(400, 'Comment too long', { reason: 'commentTooLong' }),
    });
    const dialog = await openForm();
    const comment = within(dialog).getByRole('textbox', { name: 'Comment' });
    await userEvent.type(comment, 'My comment');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The comment can have at most 140 characters.',
    );
    expect(comment).toHaveValue('My comment');
    expect(comment).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the platform refusal of an image at the images field', async () => {
    renderForm({
      [APPLICATION_IMAGES_PATH]: () => fail(400, 'Too large', { reason: 'tooLarge' }),
    });
    const dialog = await openForm();
    await userEvent.upload(
      within(dialog).getByLabelText(/^Images/, { selector: 'input' }),
      pngFile('a.png'),
    );
    await within(dialog).findByText('1 of 3 chosen');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Images over 5 MB are rejected.',
    );
    expect(within(dialog).getByLabelText(/^Images/, { selector: 'input' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('says when the member already applied', async () => {
    renderForm({
      [applyPromotionEndpoint.path]: () =>
        fail(409, 'Already applied', { reason: 'alreadyApplied' }),
    });
    const dialog = await openForm();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You already applied for this promotion.',
    );
  });

  it('keeps the comment and images on a dropped connection and does not upload twice', async () => {
    let attempt = 0;
    const view = renderForm({
      [applyPromotionEndpoint.path]: () => {
        attempt += 1;
        return attempt === 1 ? 'network-error' : ok(application());
      },
    });
    const dialog = await openForm();
    const comment = within(dialog).getByRole('textbox', { name: 'Comment' });
    await userEvent.type(comment, 'Proof attached');
    await userEvent.upload(
      within(dialog).getByLabelText(/^Images/, { selector: 'input' }),
      pngFile('a.png'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The connection dropped. Your entries are kept: try again.',
    );
    expect(comment).toHaveValue('Proof attached');
    expect(within(dialog).getByRole('img', { name: 'a.png' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.bodies(APPLICATION_IMAGES_PATH)).toHaveLength(1);
    expect(view.calls(applyPromotionEndpoint.path)).toEqual([
      { promotionId: 'p1', comment: 'Proof attached', imageIds: ['up_aaaaaaaaaaaaaaaa01'] },
      { promotionId: 'p1', comment: 'Proof attached', imageIds: ['up_aaaaaaaaaaaaaaaa01'] },
    ]);
  });

  it('closes on Escape and gives focus back to the apply button', async () => {
    renderForm();
    await openForm();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Apply for ${TITLE}` })).toHaveFocus();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { resourcesEndpoint } from 'shared-contracts';
import { createFakeHost, fail, type FakeRoute, ok, recordCommands } from 'shared-ui/testing';

import { renderMember } from '../../test/renderMember';
import { ContactUsPage } from './ContactUsPage';

const RESOURCES = [
  { type: 'AFFILIATELINK', url: 'https://example.test/aff' },
  { type: 'LINE', url: 'https://line.example.test/brand' },
  { type: 'TELEGRAM', url: 'https://t.example.test/brand' },
];

const Address = () => {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{pathname + search}</output>;
};

const setup = (guest: boolean, route: FakeRoute = () => ok(RESOURCES)) => {
  const rendered = renderMember({
    route: '/contactUs',
    ...(guest ? { host: createFakeHost() } : {}),
    api: { [resourcesEndpoint.path]: route },
    children: (
      <>
        <ContactUsPage />
        <Address />
      </>
    ),
  });
  return {
    ...rendered,
    commands: recordCommands(rendered.host, ['OpenLogin', 'OpenCustomerService']),
  };
};

describe('ContactUsPage', () => {
  it('lists the brand channels in order, opens the chat, and links the help centre', async () => {
    const { commands } = setup(true);
    const channels = await screen.findByRole('list', { name: 'Messaging and social' });
    expect(
      within(channels)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Telegram (opens in a new tab)', 'LINE (opens in a new tab)']);
    expect(within(channels).getByRole('link', { name: /^LINE/ })).toHaveAttribute(
      'href',
      'https://line.example.test/brand',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Chat with customer service' }));
    expect(commands).toEqual([{ type: 'OpenCustomerService' }]);
    expect(screen.getByRole('link', { name: 'Open the help centre' })).toHaveAttribute(
      'href',
      '/help',
    );
  });

  it('asks a guest to log in, then opens the feedback form with the question type', async () => {
    const { commands } = setup(true);
    const questions = screen.getByRole('list', { name: 'Ask a question' });
    expect(within(questions).getAllByRole('button')).toHaveLength(6);
    await userEvent.click(within(questions).getByRole('button', { name: 'Withdrawal' }));
    expect(commands).toEqual([
      { type: 'OpenLogin', reason: 'memberPage', resume: '/index?mc=feedback&fbType=withdrawal' },
    ]);
  });

  it('takes a member straight to the feedback form with the question type', async () => {
    setup(false);
    const questions = screen.getByRole('list', { name: 'Ask a question' });
    await userEvent.click(within(questions).getByRole('link', { name: 'Game' }));
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(
      '/contactUs?mc=feedback&fbType=game',
    );
  });

  it('says when the channels could not be loaded, with a retry', async () => {
    setup(true, () => fail(500, 'down'));
    expect(await screen.findByText('Our channels could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

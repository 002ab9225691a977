import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lotteryLobbyLinkEndpoint } from 'shared-contracts/lottery';
import { createFakeHost, fail, recordCommands, testMember } from 'shared-ui/testing';

import { fakeLottery } from '../../test/fakeLottery';
import { renderElott } from '../../test/renderLottery';

const member = () => createFakeHost({ member: testMember() });

describe('ElottScreen', () => {
  it('lists the e-lottery games by group; a SEA game opens the SEA view here, another its /lottery page', async () => {
    const user = userEvent.setup();
    const { location } = renderElott({ api: fakeLottery(), host: member() });
    const ssc = await screen.findByRole('heading', { level: 2, name: /SSC|Shi Shi Cai/i });
    const group = ssc.closest('section') as HTMLElement;
    const sscPlay = within(group).getAllByRole('link', { name: /^Play / })[0]!;
    expect(sscPlay).toHaveAttribute('href', expect.stringMatching(/^\/lottery\?gameCode=SSC/));

    // Mark Six is a SEA game: it is badged and opens in the frame on this page.
    const markSix = screen.getByRole('link', { name: /^Play .*Mark Six/ });
    const card = markSix.closest('article') as HTMLElement;
    expect(within(card).getByText('SEA')).toBeInTheDocument();
    await user.click(markSix);
    expect(location()).toBe('/elott?gameCode=LHC_D');
    const frame = await screen.findByTitle(/Mark Six Daily in the SEA lottery/);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute(
      'sandbox',
      'allow-top-navigation-by-user-activation allow-popups',
    );
    expect(frame.getAttribute('src')).toContain('view=betting&gameCode=LHC_D');
    expect(frame.getAttribute('src')).toContain(encodeURIComponent('http://localhost/elott'));
    expect(
      screen.getByRole('heading', { level: 2, name: /Mark Six Daily in the SEA lottery/ }),
    ).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(location()).toBe('/elott');
    expect(screen.queryByTitle(/SEA lottery/)).not.toBeInTheDocument();
  });

  it('opens the SEA lobby view from the page heading', async () => {
    const user = userEvent.setup();
    const { calls } = renderElott({ api: fakeLottery(), host: member() });
    await user.click(await screen.findByRole('link', { name: 'Open the SEA lottery lobby' }));
    const frame = await screen.findByTitle('SEA lottery lobby');
    expect(frame.getAttribute('src')).toContain('view=lobby');
    expect(calls(lotteryLobbyLinkEndpoint.path)).toHaveLength(1);
  });

  it('asks a guest to log in before the SEA view opens', async () => {
    const user = userEvent.setup();
    const host = createFakeHost();
    const commands = recordCommands(host, ['OpenLogin']);
    const { calls } = renderElott({ route: '/elott?gameCode=LF_D', api: fakeLottery(), host });
    expect(await screen.findByText('Log in to open the SEA lottery.')).toBeInTheDocument();
    expect(calls(lotteryLobbyLinkEndpoint.path)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(commands).toEqual([{ type: 'OpenLogin' }]);
  });

  it('says so, with a retry, when the link is refused', async () => {
    renderElott({
      route: '/elott?view=lobby',
      api: {
        ...fakeLottery(),
        [lotteryLobbyLinkEndpoint.path]: () =>
          fail(400, 'The back address must be on this site', { reason: 'backUrlNotAllowed' }),
      },
      host: member(),
    });
    expect(await screen.findByText('The SEA lottery could not be opened.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('sends a game that is not a SEA game to its /lottery page', async () => {
    const { location } = renderElott({ route: '/elott?gameCode=SSC1', api: fakeLottery() });
    await screen.findByRole('heading', { level: 1, name: 'Lottery' });
    expect(location()).toBe('/lottery?gameCode=SSC1');
  });
});

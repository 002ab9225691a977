import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { fakeLottery } from '../../test/fakeLottery';
import { renderLottery } from '../../test/renderLottery';

const open = async (route: string) => {
  renderLottery({ route, api: fakeLottery() });
  await screen.findByRole('button', { name: 'Add to slip' });
};

const row = (name: string) => screen.getByRole('group', { name });
const pick = async (rowName: string, ...balls: string[]) => {
  for (const ball of balls)
    await userEvent.click(within(row(rowName)).getByRole('button', { name: ball }));
};

describe('BetBuilder', () => {
  it('counts bets and prices the stake from the shared rules as numbers are picked', async () => {
    await open('/lottery?gameCode=SSC1&playType=ssc_5star_direct');
    expect(screen.getByTestId('bet-count')).toHaveTextContent('0');
    expect(screen.getByRole('button', { name: 'Add to slip' })).toBeDisabled();

    await pick('1st', '1', '2');
    await pick('2nd', '3');
    await pick('3rd', '4');
    await pick('4th', '5');
    await pick('5th', '6');
    expect(within(row('1st')).getByRole('button', { name: '1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // 2 × 1 × 1 × 1 × 1 bets of 2.00.
    expect(screen.getByTestId('bet-count')).toHaveTextContent('2');
    expect(screen.getByTestId('stake')).toHaveTextContent('$4.00');
    // One winning bet at 98 000× of 2.00.
    expect(screen.getByTestId('potential-win')).toHaveTextContent('$196,000.00');

    await userEvent.click(screen.getByRole('radio', { name: '$0.20' }));
    expect(screen.getByTestId('stake')).toHaveTextContent('$0.40');
    const multiplier = screen.getByRole('textbox', { name: 'Multiplier' });
    await userEvent.clear(multiplier);
    await userEvent.type(multiplier, '3');
    expect(screen.getByTestId('stake')).toHaveTextContent('$1.20');

    await pick('1st', '2');
    expect(screen.getByTestId('bet-count')).toHaveTextContent('1');
    expect(screen.getByTestId('stake')).toHaveTextContent('$0.60');
  }, 20_000);

  it('counts a group-6 selection as combinations of three', async () => {
    await open('/lottery?gameCode=SSC1&playType=ssc_3star_group6');
    await pick('Numbers', '1', '2', '3', '4');
    expect(screen.getByTestId('bet-count')).toHaveTextContent('4');
    expect(screen.getByTestId('stake')).toHaveTextContent('$8.00');
  });

  it('fills and clears a row with the quick selections', async () => {
    await open('/lottery?gameCode=SSC1&playType=ssc_1star_fixed');
    const quick = screen.getByRole('group', { name: 'Quick selections for 3rd' });
    const pressed = () =>
      within(row('3rd'))
        .getAllByRole('button', { pressed: true })
        .map((button) => button.textContent);

    await userEvent.click(within(quick).getByRole('button', { name: 'Big' }));
    expect(pressed()).toEqual(['5', '6', '7', '8', '9']);
    expect(screen.getByTestId('bet-count')).toHaveTextContent('5');

    await userEvent.click(within(quick).getByRole('button', { name: 'Odd' }));
    expect(pressed()).toEqual(['1', '3', '5', '7', '9']);

    await userEvent.click(within(quick).getByRole('button', { name: 'All' }));
    expect(pressed()).toHaveLength(10);
    expect(screen.getByTestId('bet-count')).toHaveTextContent('10');

    await userEvent.click(within(quick).getByRole('button', { name: 'Small' }));
    expect(pressed()).toEqual(['0', '1', '2', '3', '4']);
    await userEvent.click(within(quick).getByRole('button', { name: 'Even' }));
    expect(pressed()).toEqual(['0', '2', '4', '6', '8']);

    await userEvent.click(within(quick).getByRole('button', { name: 'Clear' }));
    expect(within(row('3rd')).queryAllByRole('button', { pressed: true })).toHaveLength(0);
    expect(screen.getByTestId('bet-count')).toHaveTextContent('0');
  });

  it('offers option rows without quick selections', async () => {
    await open('/lottery?gameCode=SSC1&playType=ssc_dragon_tiger');
    await userEvent.click(within(row('Options')).getByRole('button', { name: 'Tie' }));
    expect(screen.getByTestId('bet-count')).toHaveTextContent('1');
    // A tie pays 9.6× of 2.00.
    expect(screen.getByTestId('potential-win')).toHaveTextContent('$19.20');
    expect(screen.queryByRole('group', { name: /Quick selections/ })).not.toBeInTheDocument();
  });
});

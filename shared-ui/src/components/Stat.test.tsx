import { render, screen, within } from '@testing-library/react';

import { Stat, StatGroup } from './Stat';

describe('Stat', () => {
  it('shows labels and values as terms and definitions', () => {
    render(
      <StatGroup aria-label="Totals">
        <Stat label="Bets" value="12" />
        <Stat label="Win/loss" value="+$5.00" tone="success" hint="settled bets" />
      </StatGroup>,
    );
    const group = screen.getByLabelText('Totals');
    expect(group.tagName).toBe('DL');
    expect(
      within(group)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Bets', 'Win/loss']);
    expect(
      within(group)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['12', '+$5.00', 'settled bets']);
  });

  it('marks the tone and the columns', () => {
    render(
      <StatGroup columns={3} aria-label="Totals">
        <Stat label="Win/loss" value="-$5.00" tone="danger" />
      </StatGroup>,
    );
    expect(screen.getByLabelText('Totals')).toHaveAttribute('data-columns', '3');
    expect(screen.getByText('-$5.00')).toHaveClass('danger');
    expect(screen.getByText('Win/loss').parentElement).toHaveAttribute('data-stat-tone', 'danger');
  });
});

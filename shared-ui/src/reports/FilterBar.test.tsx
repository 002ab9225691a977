import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { FilterBar } from './FilterBar';
import type { PeriodPickerLabels } from './PeriodPicker';

const labels: PeriodPickerLabels = {
  period: 'Period',
  from: 'From',
  to: 'To',
  quickPicks: 'Quick picks',
  quick: (pick) => pick,
  periodTooLong: (max) => `At most ${max} days`,
  periodInvalid: 'Invalid period',
};

describe('FilterBar', () => {
  it('shows the period picker and groups the fields and their buttons under its label', () => {
    render(
      <FilterBar
        label="Bet filters"
        period={{
          labels,
          value: { from: '2025-03-01', to: '2025-03-10' },
          onChange: jest.fn(),
          today: '2025-03-10',
        }}
        actions={<button type="button">Reset</button>}
      >
        <label>
          Status
          <select>
            <option>All</option>
          </select>
        </label>
      </FilterBar>,
    );
    expect(screen.getByRole('group', { name: 'Period' })).toBeInTheDocument();
    const fields = screen.getByRole('group', { name: 'Bet filters' });
    expect(within(fields).getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    expect(within(fields).getByRole('button', { name: 'Reset' })).toBeInTheDocument();
  });

  it('applies searched fields as a form submitted by its button', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <FilterBar
        label="Team filters"
        onSubmit={onSubmit}
        actions={<button type="submit">Search</button>}
      >
        <label>
          Member
          <input />
        </label>
      </FilterBar>,
    );
    expect(screen.getByRole('form', { name: 'Team filters' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Period' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

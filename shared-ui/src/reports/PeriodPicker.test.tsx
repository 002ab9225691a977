import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { PeriodInput } from 'shared-contracts';

import { PeriodPicker, type PeriodPickerLabels } from './PeriodPicker';
import type { QuickPeriod } from './periods';

const TODAY = '2025-03-10';

const QUICK: Record<QuickPeriod, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  last7: '7 days',
  last30: '30 days',
  thisMonth: 'This month',
  lastMonth: 'Last month',
};
const labels: PeriodPickerLabels = {
  period: 'Period',
  from: 'From',
  to: 'To',
  quickPicks: 'Quick picks',
  quick: (pick) => QUICK[pick],
  periodTooLong: (max) => `A period can span at most ${max} days.`,
  periodInvalid: 'The start day must be on or before the end day.',
};

const Harness = ({
  onChange,
  picks,
}: {
  onChange: (period: PeriodInput) => void;
  picks?: readonly QuickPeriod[];
}) => {
  const [period, setPeriod] = useState<PeriodInput>({ from: '2025-03-04', to: TODAY });
  return (
    <PeriodPicker
      value={period}
      today={TODAY}
      labels={labels}
      picks={picks}
      onChange={(next) => {
        setPeriod(next);
        onChange(next);
      }}
    />
  );
};

describe('PeriodPicker', () => {
  it('marks the quick pick the period equals and applies another on click', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Last month' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2025-02-01', to: '2025-02-28' });
    expect(screen.getByRole('button', { name: 'Last month' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByLabelText('From')).toHaveValue('2025-02-01');
  });

  it('applies typed days that make a valid period', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-03-01' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: '2025-03-01', to: TODAY });
  });

  it('keeps a start after the end in the field with the reason, unapplied', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-03-11' } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The start day must be on or before the end day.',
    );
    expect(screen.getByLabelText('From')).toHaveValue('2025-03-11');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a period longer than 92 days', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2024-12-01' } });
    expect(screen.getByRole('alert')).toHaveTextContent('A period can span at most 92 days.');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('offers only the quick picks asked for', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} picks={['today', 'yesterday', 'last7', 'last30']} />);
    const group = screen.getByRole('group', { name: 'Quick picks' });
    expect(Array.from(group.querySelectorAll('button'), (button) => button.textContent)).toEqual([
      'Today',
      'Yesterday',
      '7 days',
      '30 days',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2025-03-09', to: '2025-03-09' });
  });
});

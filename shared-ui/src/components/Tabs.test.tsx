import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { Tabs } from './Tabs';

const items = [
  { id: 'all', label: 'All' },
  { id: 'slots', label: 'Slots' },
  { id: 'fish', label: 'Fish' },
];

const Harness = ({ onChange }: { onChange?: (id: string) => void }) => {
  const [value, setValue] = useState('all');
  return (
    <Tabs
      items={items}
      value={value}
      label="Categories"
      onChange={(id) => {
        onChange?.(id);
        setValue(id);
      }}
    >
      <p>Showing {value}</p>
    </Tabs>
  );
};

describe('Tabs', () => {
  it('selects a tab on click and shows its panel', async () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Categories' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Slots' }));
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Slots' })).toHaveTextContent('Showing slots');
  });

  it('keeps only the selected tab in the Tab order', () => {
    render(<Harness />);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Fish' })).toHaveAttribute('tabindex', '-1');
  });

  it('moves focus and selection with the arrow keys, Home and End, wrapping around', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('slots');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Fish' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Fish' })).toHaveAttribute('aria-selected', 'true');
  });
});

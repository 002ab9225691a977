import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { SelectField } from './SelectField';

describe('SelectField', () => {
  it('is found by its label and answers the chosen value', async () => {
    const onChange = jest.fn();
    render(
      <SelectField
        label="Status"
        value="all"
        onChange={onChange}
        options={[
          { value: 'all', label: 'All' },
          { value: 'settled', label: 'Settled' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveValue('all');
    await userEvent.selectOptions(select, 'Settled');
    expect(onChange).toHaveBeenCalledWith('settled');
  });
});

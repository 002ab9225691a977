import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { FormSelect } from './FormSelect';

const options = (
  <>
    <option value="">Choose…</option>
    <option value="bank-a">Bank A</option>
  </>
);

describe('FormSelect', () => {
  it('is named by its label and reports the chosen option', async () => {
    const onChange = jest.fn();
    render(
      <FormSelect label="Bank" value="" onChange={(event) => onChange(event.target.value)}>
        {options}
      </FormSelect>,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Bank' }), 'Bank A');
    expect(onChange).toHaveBeenCalledWith('bank-a');
  });

  it('links its hint and error to the select and marks it invalid', () => {
    render(
      <FormSelect label="Bank" hint="Your own account" error="Please choose one.">
        {options}
      </FormSelect>,
    );
    const select = screen.getByRole('combobox', { name: 'Bank' });
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('Your own account Please choose one.');
  });

  it('is valid and undescribed without an error', () => {
    render(<FormSelect label="Bank">{options}</FormSelect>);
    const select = screen.getByRole('combobox', { name: 'Bank' });
    expect(select).not.toBeInvalid();
    expect(select).not.toHaveAttribute('aria-describedby');
  });

  it('keeps its label associated when the label stands beside it', () => {
    render(
      <FormSelect label="Page" inline id="page-menu">
        {options}
      </FormSelect>,
    );
    expect(screen.getByRole('combobox', { name: 'Page' })).toHaveAttribute('id', 'page-menu');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';

import { FormFrame } from './FormFrame';

describe('FormFrame', () => {
  it('clears the last outcome, then submits the form, when it is sent', async () => {
    const calls: string[] = [];
    const form = {
      submit: jest.fn(async (event?: FormEvent) => {
        calls.push(`submit ${event?.type}`);
      }),
    };
    const outcome = { clear: () => calls.push('clear') };
    render(
      <FormFrame label="Sign in" form={form} outcome={outcome}>
        <input aria-label="Username" required />
        <button type="submit">Send</button>
      </FormFrame>,
    );
    expect(screen.getByRole('form', { name: 'Sign in' })).toHaveAttribute('novalidate');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(calls).toEqual(['clear', 'submit submit']);
  });
});

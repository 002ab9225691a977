import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('keeps the label, description and invalid state its caller links to it', async () => {
    render(
      <>
        <label htmlFor="comment">Comment</label>
        <TextArea id="comment" aria-invalid aria-describedby="comment-error" rows={4} />
        <p id="comment-error">Write at most 500 characters.</p>
      </>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Comment' });
    expect(textarea).toBeInvalid();
    expect(textarea).toHaveAccessibleDescription('Write at most 500 characters.');
    expect(textarea).toHaveAttribute('rows', '4');
    await userEvent.type(textarea, 'Hello');
    expect(textarea).toHaveValue('Hello');
  });
});

import { render } from '@testing-library/react';

import { FieldNotes, fieldNotesDescribedBy } from './FieldNotes';

describe('FieldNotes', () => {
  it('shows the hint and then the error, each with the id the control is described by', () => {
    const { container } = render(
      <FieldNotes fieldId="email" hint="We never share it" error="Enter a valid email" />,
    );
    expect([...container.querySelectorAll('p')].map((note) => [note.id, note.textContent])).toEqual(
      [
        ['email-hint', 'We never share it'],
        ['email-error', 'Enter a valid email'],
      ],
    );
  });

  it('shows nothing without a hint or an error', () => {
    const { container } = render(<FieldNotes fieldId="email" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('describes the control by the notes it shows, and by nothing when it shows none', () => {
    expect(fieldNotesDescribedBy({ fieldId: 'f', hint: 'Hint', error: 'Error' })).toBe(
      'f-hint f-error',
    );
    expect(fieldNotesDescribedBy({ fieldId: 'f', error: 'Error' })).toBe('f-error');
    expect(fieldNotesDescribedBy({ fieldId: 'f', hint: 'Hint' })).toBe('f-hint');
    expect(fieldNotesDescribedBy({ fieldId: 'f' })).toBeUndefined();
  });
});

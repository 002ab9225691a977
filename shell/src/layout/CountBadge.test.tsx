import { render, screen } from '@testing-library/react';

import { CountBadge } from './CountBadge';

test('shows the count with its label, caps it at 99+ and shows nothing at 0', () => {
  const { rerender, container } = render(<CountBadge count={7} label="Unread messages: 7" />);
  expect(screen.getByRole('img', { name: 'Unread messages: 7' })).toHaveTextContent('7');
  rerender(<CountBadge count={150} label="Unread messages: 150" />);
  expect(screen.getByRole('img', { name: 'Unread messages: 150' })).toHaveTextContent('99+');
  rerender(<CountBadge count={99} label="Unread messages: 99" />);
  expect(screen.getByRole('img', { name: 'Unread messages: 99' })).toHaveTextContent(/^99$/);
  rerender(<CountBadge count={0} label="Unread messages: 0" />);
  expect(container).toBeEmptyDOMElement();
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { CentreModal } from './CentreModal';

describe('CentreModal', () => {
  it('is a dialog named by its title that closes by its button and Escape', async () => {
    const onClose = jest.fn();
    render(
      <CentreModal title="Member centre" closeLabel="Close" onClose={onClose}>
        <p>Pages</p>
      </CentreModal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Member centre' });
    expect(dialog).toHaveTextContent('Pages');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

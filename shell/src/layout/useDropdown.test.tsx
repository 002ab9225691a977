import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DROPDOWN_BLUR_MS } from 'shared-contracts';
import { Modal } from 'shared-ui';

import { useDropdown } from './useDropdown';

/** A side-menu submenu whose entry opens a dialog, with something else on the page. */
const SubmenuWithDialog = () => {
  const dropdown = useDropdown();
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <>
      <ul>
        <li {...dropdown.containerProps}>
          <button type="button" {...dropdown.buttonProps}>
            Support
          </button>
          <ul {...dropdown.panelProps}>
            <li>
              <button type="button" onClick={() => setDialogOpen(true)}>
                Announcements
              </button>
            </li>
          </ul>
        </li>
      </ul>
      <main>
        <button type="button">Elsewhere</button>
      </main>
      <Modal
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        title="Announcements"
        closeLabel="Close"
      >
        <p>News of the week</p>
      </Modal>
    </>
  );
};

describe('useDropdown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('stays open while a dialog opened from it has the focus, so closing the dialog returns to the entry', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<SubmenuWithDialog />);
    await user.click(screen.getByRole('button', { name: 'Support' }));
    await user.click(screen.getByRole('button', { name: 'Announcements' }));
    expect(screen.getByRole('dialog', { name: 'Announcements' })).toContainElement(
      document.activeElement as HTMLElement,
    );
    // The player reads the dialog for a while.
    act(() => jest.advanceTimersByTime(DROPDOWN_BLUR_MS * 10));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const entry = screen.getByRole('button', { name: 'Announcements' });
    expect(entry).toBeVisible();
    expect(entry).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Support' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('still closes when the focus moves elsewhere on the page', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<SubmenuWithDialog />);
    await user.click(screen.getByRole('button', { name: 'Support' }));
    expect(screen.getByRole('button', { name: 'Announcements' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    act(() => jest.advanceTimersByTime(DROPDOWN_BLUR_MS));
    expect(screen.queryByRole('button', { name: 'Announcements' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Support' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

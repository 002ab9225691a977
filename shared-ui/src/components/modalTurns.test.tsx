import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { Modal } from './Modal';

/** A popup announcement that opened on its own, and a centre the visitor opens and closes. */
const Page = ({ centreAtStart = false }: { centreAtStart?: boolean }) => {
  const [centre, setCentre] = useState(centreAtStart);
  const [popup, setPopup] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setCentre(true)}>
        Open the centre
      </button>
      <Modal
        open={popup}
        waitsForOthers
        title="Important"
        closeLabel="Close"
        onClose={() => setPopup(false)}
      >
        <button type="button">OK</button>
      </Modal>
      <Modal
        open={centre}
        title="Agent centre"
        closeLabel="Close the centre"
        onClose={() => setCentre(false)}
      >
        <button type="button">Team</button>
      </Modal>
    </>
  );
};

describe('one modal at a time', () => {
  it('keeps an announcement waiting while another dialog is open, and shows it after', async () => {
    render(<Page centreAtStart />);
    expect(screen.getByRole('dialog', { name: 'Agent centre' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Important' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close the centre' }));
    expect(screen.getByRole('dialog', { name: 'Important' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
  });

  it('puts an open announcement aside when a dialog opens over it, focus and scroll kept', async () => {
    render(<Page />);
    expect(screen.getByRole('dialog', { name: 'Important' })).toBeInTheDocument();
    // Opened from elsewhere (a ?ac= link the session confirmed): the announcement steps aside.
    act(() => screen.getByRole('button', { name: 'Open the centre', hidden: true }).click());
    expect(screen.queryByRole('dialog', { name: 'Important' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Team' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Close the centre' }));
    expect(screen.getByRole('dialog', { name: 'Important' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });
});

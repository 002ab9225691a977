import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { Modal } from './Modal';

const Harness = ({ onClose }: { onClose?: () => void }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        title="Change password"
        closeLabel="Close"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <label>
          Old password
          <input />
        </label>
        <button type="button">Save</button>
      </Modal>
    </>
  );
};

/** A dialog whose content opens a second one, like a warning shown by a form in a modal. */
const NestedHarness = () => {
  const [inner, setInner] = useState(false);
  return (
    <Modal open title="Forgot password" closeLabel="Close form" onClose={() => undefined}>
      <button type="button" onClick={() => setInner(true)}>
        Submit
      </button>
      <Modal
        open={inner}
        title="Request sent"
        closeLabel="Close notice"
        onClose={() => setInner(false)}
        footer={<button type="button">OK</button>}
      >
        <p>Check your inbox.</p>
      </Modal>
    </Modal>
  );
};

describe('Modal', () => {
  it('renders a modal dialog in a portal, named by its title', async () => {
    const { container } = render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Change password' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
  });

  it('moves focus into the dialog and returns it to the opener on close', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    expect(screen.getByRole('textbox', { name: 'Old password' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves the keys of a dialog opened inside it to that dialog', async () => {
    render(<NestedHarness />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(ok).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close notice' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(ok).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Request sent' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Forgot password' })).toBeInTheDocument();
  });

  it('keeps Tab focus inside the dialog', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('answers Escape and Tab when the focused element disappeared and focus fell to the page', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    (document.activeElement as HTMLElement).blur();
    expect(document.body).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('adds no banner or contentinfo landmark of its own (its title bar is not a <header>)', async () => {
    render(
      <Modal
        open
        title="Notice"
        closeLabel="Close"
        onClose={() => undefined}
        footer={<p>1 of 2</p>}
      >
        <p>Body</p>
      </Modal>,
    );
    expect(screen.getByRole('heading', { name: 'Notice', level: 2 })).toBeVisible();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('moves focus to the main content when it opened on its own (no opener), not to <body>', async () => {
    const OnItsOwn = () => {
      const [open, setOpen] = useState(true);
      return (
        <main>
          <p>Home</p>
          <Modal open={open} title="Important" closeLabel="Close" onClose={() => setOpen(false)}>
            <button type="button">Got it</button>
          </Modal>
        </main>
      );
    };
    render(<OnItsOwn />);
    expect(screen.getByRole('button', { name: 'Got it' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('moves focus to the main content when its opener went away while it was open', async () => {
    const OpenerGoes = () => {
      const [open, setOpen] = useState(false);
      return (
        <main>
          {open ? null : (
            <button type="button" onClick={() => setOpen(true)}>
              Open
            </button>
          )}
          <Modal open={open} title="Sign out" closeLabel="Close" onClose={() => setOpen(false)}>
            <button type="button">Cancel</button>
          </Modal>
        </main>
      );
    };
    render(<OpenerGoes />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});

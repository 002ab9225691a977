import { type KeyboardEvent, type ReactNode, type Ref, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

import { cx } from './cx';
import { focusableIn } from './focusable';
import styles from './Modal.module.css';
import { useModalTurn } from './modalTurns';

export type ModalSize = 'sm' | 'md' | 'lg' | 'full';

/** Open dialogs, newest last: only the newest answers keys that land outside every dialog. */
const openDialogs: HTMLElement[] = [];
/** The page's own overflow while dialogs are open: put back when the last one closes. */
let pageOverflow = '';

/**
 * Gives the focus back after a dialog closed: to the element that opened it when it is still in
 * the page and takes the focus, otherwise (a dialog that opened on its own, an opener that went
 * away with the dialog) to the page's main content, so keyboard and screen-reader users go on
 * from there instead of from the top of the page (<body>).
 */
const restoreFocus = (opener: HTMLElement | null) => {
  // A dialog that hid for another one's turn (modalTurns) leaves the focus in that one.
  if (document.activeElement?.closest('[role="dialog"][aria-modal="true"]')) return;
  if (opener && opener !== document.body && opener.isConnected) {
    opener.focus({ preventScroll: true });
    if (document.activeElement === opener) return;
  }
  // Another dialog still open keeps the focus it has.
  const active = document.activeElement;
  if (active && active !== document.body && active !== document.documentElement) return;
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus({ preventScroll: true });
};

export interface ModalProps {
  open: boolean;
  /** Called on Escape, the close button and a click on the backdrop. */
  onClose: () => void;
  /** Heading of the dialog; also its accessible name. */
  title: ReactNode;
  /** Accessible name of the close button (shared-ui holds no words of its own). */
  closeLabel: string;
  children: ReactNode;
  size?: ModalSize;
  /** Actions shown under the content. */
  footer?: ReactNode;
  className?: string;
  /** Class of the content area (a layout that scrolls its own parts, say). */
  bodyClassName?: string;
  /**
   * A dialog that opened on its own (a popup announcement): it waits while another dialog is
   * open (a centre, the login) and shows once that one closes, so only one modal is active.
   */
  waitsForOthers?: boolean;
}

/**
 * A modal dialog rendered in a portal on `document.body`. Focus moves into it when it opens,
 * stays inside while it is open (Tab wraps) and returns to the opener when it closes (to the
 * main content when there is no opener left). Its title bar is no landmark. One modal is active at
 * a time: a dialog that `waitsForOthers` shows only while no other is open (modalTurns).
 */
export const Modal = ({ open, onClose, waitsForOthers = false, ...frame }: ModalProps) => {
  const shown = useModalTurn(open, waitsForOthers);
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // Kept in a ref so an inline onClose does not re-run the focus effect on every render.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!shown) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) {
      // Content first (e.g. the first form field); the close button only when nothing else.
      const [closeButton, ...rest] = focusableIn(dialog);
      (rest[0] ?? closeButton ?? dialog).focus();
    }
    if (openDialogs.length === 0) pageOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // When what had focus disappears (a step of a form that is done), focus falls to the body:
    // Escape still closes the newest dialog and Tab goes back into it, not to the page behind.
    if (dialog) openDialogs.push(dialog);
    const onStrayKey = (event: globalThis.KeyboardEvent) => {
      if (!dialog || openDialogs[openDialogs.length - 1] !== dialog) return;
      if (event.target !== document.body && event.target !== document.documentElement) return;
      if (event.key === 'Escape') {
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        event.preventDefault();
        const focusables = focusableIn(dialog);
        (event.shiftKey ? focusables[focusables.length - 1] : focusables[0])?.focus();
      }
    };
    document.addEventListener('keydown', onStrayKey);
    return () => {
      document.removeEventListener('keydown', onStrayKey);
      if (dialog) openDialogs.splice(openDialogs.indexOf(dialog), 1);
      if (openDialogs.length === 0) document.body.style.overflow = pageOverflow;
      restoreFocus(opener);
    };
  }, [shown]);

  // Never on the server: a dialog is no part of a page's first HTML (its portal needs the
  // document), and an open one renders once the application runs.
  if (!shown || typeof document === 'undefined') return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // React bubbles a nested dialog's keys (a warning opened from a form in a dialog) through
    // this one although its portal is elsewhere in the page: those keys are the nested one's.
    if (!(event.target instanceof Node) || !dialogRef.current?.contains(event.target)) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusables = focusableIn(dialogRef.current);
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (
      event.shiftKey &&
      (document.activeElement === first || !dialogRef.current.contains(document.activeElement))
    ) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <ModalFrame
      {...frame}
      dialogRef={dialogRef}
      titleId={titleId}
      onBackdropPress={() => onCloseRef.current()}
      onCloseClick={() => onCloseRef.current()}
      onKeyDown={onKeyDown}
    />,
    document.body,
  );
};

/** The frame's look comes from the same props as {@link Modal}'s; its behaviour from its caller. */
export interface ModalFrameProps extends Pick<
  ModalProps,
  'title' | 'closeLabel' | 'children' | 'size' | 'footer' | 'className' | 'bodyClassName'
> {
  titleId: string;
  dialogRef?: Ref<HTMLDivElement>;
  /** A press that starts on the backdrop itself (not a drag out of a field). */
  onBackdropPress?: () => void;
  onCloseClick?: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/**
 * What a dialog looks like, without its behaviour: the backdrop, the dialog with its heading and
 * close button, the content and the footer. {@link Modal} puts it in a portal and runs it; the
 * page's server renders it as plain HTML where a dialog must show before the application runs
 * (the header's early login, ADR 0032).
 */
export const ModalFrame = ({
  titleId,
  title,
  closeLabel,
  children,
  size = 'md',
  footer,
  className,
  bodyClassName,
  dialogRef,
  onBackdropPress,
  onCloseClick,
  onKeyDown,
}: ModalFrameProps) => (
  <div
    className={styles.backdrop}
    onMouseDown={(event) => {
      if (event.target === event.currentTarget) onBackdropPress?.();
    }}
  >
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={cx(styles.dialog, styles[size], className)}
      onKeyDown={onKeyDown}
    >
      {/* A div, not <header>: outside <main> that would be a second banner landmark. */}
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button
          type="button"
          className={styles.close}
          aria-label={closeLabel}
          title={closeLabel}
          onClick={onCloseClick}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className={cx(styles.body, bodyClassName)}>{children}</div>
      {/* A div, not <footer>: that would be a second contentinfo landmark. */}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </div>
  </div>
);

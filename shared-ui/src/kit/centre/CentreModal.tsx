import type { ReactNode } from 'react';

import { cx } from '../../components/cx';
import { Modal } from '../../components/Modal';
import styles from './Centre.module.css';

export interface CentreModalProps {
  /** The centre's name: the dialog's heading and accessible name. */
  title: ReactNode;
  /** Accessible name of the close button. */
  closeLabel: string;
  /** Called on Escape, the close button and a click on the backdrop. */
  onClose: () => void;
  /** A bigger sheet, with tighter pages on phones, for a centre of wide tables. */
  wide?: boolean;
  /** Usually a {@link CentreLayout}; a centre's own states (loading, refusal) otherwise. */
  children: ReactNode;
}

/**
 * The open centre: a large modal over the current page (a full-screen sheet on phones) whose
 * body gives its whole height to the menu and the page.
 */
export const CentreModal = ({
  title,
  closeLabel,
  onClose,
  wide = false,
  children,
}: CentreModalProps) => (
  <Modal
    open
    size="lg"
    className={cx(styles.centre, wide && styles.wide)}
    bodyClassName={styles.body}
    title={title}
    closeLabel={closeLabel}
    onClose={onClose}
  >
    {children}
  </Modal>
);

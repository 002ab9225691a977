import { type ReactNode, useId } from 'react';

import styles from './Panel.module.css';

export interface PanelProps {
  title: ReactNode;
  /** Actions beside the title (a refresh or "add" button). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled section of a member-centre page (a form, a list). */
export const Panel = ({ title, actions, children }: PanelProps) => {
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h4 id={titleId} className={styles.title}>
          {title}
        </h4>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      <div className={styles.body}>{children}</div>
    </section>
  );
};

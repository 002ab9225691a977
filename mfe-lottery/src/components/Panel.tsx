import { type ReactNode, useId } from 'react';

import styles from './Panel.module.css';

export interface PanelProps {
  title: ReactNode;
  /** Actions beside the title. */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled section of the lottery page (the issue, the picker, the slip, a list). */
export const Panel = ({ title, actions, children, className }: PanelProps) => {
  const titleId = useId();
  return (
    <section
      className={className ? `${styles.panel} ${className}` : styles.panel}
      aria-labelledby={titleId}
    >
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      <div className={styles.body}>{children}</div>
    </section>
  );
};

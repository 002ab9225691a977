import { type ReactNode, useId } from 'react';

import styles from './Panel.module.css';

export interface PanelProps {
  title: ReactNode;
  /** Level of the title in the page's outline (a page of the member centre starts below its h3). */
  headingLevel?: 2 | 3 | 4;
  /** Actions beside the title (a refresh or "add" button). */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled section of a page (a form, a list, a bet slip). */
export const Panel = ({ title, headingLevel = 2, actions, className, children }: PanelProps) => {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={className ? `${styles.panel} ${className}` : styles.panel}
      aria-labelledby={titleId}
    >
      <header className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      <div className={styles.body}>{children}</div>
    </section>
  );
};

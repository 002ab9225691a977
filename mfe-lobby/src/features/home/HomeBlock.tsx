import { type ReactNode, useId } from 'react';

import styles from './HomeBlock.module.css';

export interface HomeBlockProps {
  title: string;
  /** Controls beside the title (tabs, links). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled block of the home page; its heading names the region. */
export const HomeBlock = ({ title, actions, children }: HomeBlockProps) => {
  const headingId = useId();
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {actions}
      </header>
      {children}
    </section>
  );
};

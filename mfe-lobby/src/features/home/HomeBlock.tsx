import { type ReactNode, type Ref, useId } from 'react';
import { formLayout } from 'shared-ui';

import common from '../../components/common.module.css';

export interface HomeBlockProps {
  title: string;
  /** Controls beside the title (tabs, links). */
  actions?: ReactNode;
  children: ReactNode;
  /** The section element (e.g. to load the block when it comes near the viewport). */
  ref?: Ref<HTMLElement>;
}

/** A titled block of the home page; its heading names the region. */
export const HomeBlock = ({ title, actions, children, ref }: HomeBlockProps) => {
  const headingId = useId();
  return (
    <section ref={ref} className={common.section} aria-labelledby={headingId}>
      <header className={formLayout.between}>
        <h2 id={headingId} className={common.title}>
          {title}
        </h2>
        {actions}
      </header>
      {children}
    </section>
  );
};

import { type AllHTMLAttributes, type ReactNode, useId } from 'react';

import styles from './Card.module.css';
import { cx } from './cx';

/** The card's background: the page's surface, the second surface (a card inside a panel), none. */
export type CardVariant = 'surface' | 'inset' | 'outline';

/** The border's colour: a plain card, or one that draws the eye (the main wallet, a question). */
export type CardTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger';

/** Space between the header and the body's children; `none` leaves them to their own margins. */
export type CardGap = 'none' | 'xs' | 'sm' | 'md';

export interface CardProps extends Omit<AllHTMLAttributes<HTMLElement>, 'title' | 'as'> {
  /**
   * The element: `li` in a list, `article` for a whole item, `label` around a choice's input,
   * `form` for a question on its own.
   */
  as?: 'div' | 'section' | 'article' | 'li' | 'label' | 'form';
  /** The card's name in its header; a section, article or list item is labelled by it. */
  title?: ReactNode;
  /** The title's heading level; without one the title is a strong line of text (a row's name). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** The title's id, when something else points at it (a button described by it). */
  titleId?: string;
  /** Beside the title, at the end of the header (a status badge, a button). */
  actions?: ReactNode;
  variant?: CardVariant;
  tone?: CardTone;
  /** `md` (12 px) or `lg` (16 px). */
  padding?: 'md' | 'lg';
  gap?: CardGap;
  /** A choice: its border turns the primary colour when its input is checked (or the card is `aria-pressed`/`aria-checked`), and it shows its input's keyboard focus. */
  selectable?: boolean;
  children?: ReactNode;
}

const LABELLED = new Set(['section', 'article', 'li']);

/**
 * A bordered, rounded surface: a list item, a wallet, a mission, a choice, a question to answer.
 * Optional header (title and actions), then the children in a column. Its layout (display, gap,
 * padding) has no specificity, so a remote's `className` may lay the children out otherwise
 * (a grid row) whatever order the stylesheets load in.
 */
export const Card = ({
  as: Element = 'div',
  title,
  headingLevel,
  titleId,
  actions,
  variant = 'surface',
  tone = 'neutral',
  padding = 'md',
  gap = 'sm',
  selectable = false,
  className,
  children,
  ...rest
}: CardProps) => {
  const generatedId = useId();
  const id = titleId ?? generatedId;
  const hasTitle = title !== undefined && title !== null;
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'span';
  return (
    <Element
      aria-labelledby={hasTitle && LABELLED.has(Element) ? id : undefined}
      {...rest}
      className={cx(
        styles.card,
        styles[variant],
        tone !== 'neutral' && styles[tone],
        padding === 'lg' && styles.roomy,
        styles[gap],
        selectable && styles.selectable,
        className,
      )}
      data-variant={variant}
      data-tone={tone === 'neutral' ? undefined : tone}
    >
      {hasTitle || actions ? (
        <div className={styles.header}>
          {hasTitle ? (
            <Title id={id} className={cx(styles.title, !headingLevel && styles.plainTitle)}>
              {title}
            </Title>
          ) : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
      {children}
    </Element>
  );
};

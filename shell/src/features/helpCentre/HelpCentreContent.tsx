import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { HelpSection } from 'shared-contracts';
import { SafeHtml } from 'shared-ui/safe-html';

import styles from './HelpCentre.module.css';

/** Props of {@link HelpCentreContent}. */
export interface HelpCentreContentProps {
  sections: readonly HelpSection[];
  /** Prefix of the section ids, so the modal and the page can both be on screen. */
  idPrefix: string;
  /** `link`: topics change the URL hash (the page); `button`: they only scroll (the modal). */
  topicMode: 'link' | 'button';
  /** The section to scroll into view. */
  anchor?: string;
}

const scrollToSection = (id: string) => {
  const section = document.getElementById(id);
  section?.scrollIntoView?.({ block: 'start' });
  section?.focus({ preventScroll: true });
};

/** Help topics and their sanitised content, with a list of topics to jump to. */
export const HelpCentreContent = ({
  sections,
  idPrefix,
  topicMode,
  anchor,
}: HelpCentreContentProps) => {
  const { t } = useTranslation();
  useEffect(() => {
    if (anchor) scrollToSection(`${idPrefix}${anchor}`);
  }, [anchor, idPrefix, sections]);

  return (
    <div className={styles.layout} data-topic-mode={topicMode}>
      <nav className={styles.topics} aria-label={t('help.topics')}>
        <ul>
          {sections.map((section) => (
            <li key={section.anchor}>
              {topicMode === 'link' ? (
                <Link
                  className={styles.topic}
                  to={{ hash: section.anchor }}
                  aria-current={section.anchor === anchor ? 'location' : undefined}
                >
                  {section.title}
                </Link>
              ) : (
                <button
                  type="button"
                  className={styles.topic}
                  onClick={() => scrollToSection(`${idPrefix}${section.anchor}`)}
                >
                  {section.title}
                </button>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.sections}>
        {sections.map((section) => (
          <section
            key={section.anchor}
            id={`${idPrefix}${section.anchor}`}
            className={styles.section}
            aria-labelledby={`${idPrefix}${section.anchor}-title`}
            tabIndex={-1}
          >
            <h2 id={`${idPrefix}${section.anchor}-title`} className={styles.sectionTitle}>
              {section.title}
            </h2>
            <SafeHtml html={section.content} />
          </section>
        ))}
      </div>
    </div>
  );
};

import { useTranslation } from 'react-i18next';
import type { MemberRef } from 'shared-contracts';
import { formLayout } from 'shared-ui';

import { agent } from '../remote';
import styles from './TeamBreadcrumb.module.css';

export interface TeamBreadcrumbProps {
  /** From the agent down to the member listed now, the agent first. */
  trail: readonly MemberRef[];
  /** Go back up to a member of the trail (null: the agent itself). */
  onSelect: (memberId: string | null) => void;
}

/** Where in the downline tree a list is, with a way back up to any level. */
export const TeamBreadcrumb = ({ trail, onSelect }: TeamBreadcrumbProps) => {
  const { t } = useTranslation(agent.namespace);
  return (
    <nav aria-label={t('report.treePath')} className={styles.path}>
      <ol className={styles.list}>
        {trail.map((member, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={member.memberId} className={styles.item}>
              {last ? (
                <span aria-current="location" className={styles.current}>
                  {member.username}
                </span>
              ) : (
                <button
                  type="button"
                  className={formLayout.link}
                  onClick={() => onSelect(index === 0 ? null : member.memberId)}
                >
                  {member.username}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
};

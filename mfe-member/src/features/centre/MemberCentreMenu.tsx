import { useTranslation } from 'react-i18next';
import type { MemberCentrePage } from 'shared-contracts';
import { CentreMenu } from 'shared-ui/kit';

import { member } from '../../remote';
import { pageTitleKey } from './centreScreens';
import styles from './MemberCentreMenu.module.css';
import { CENTRE_PARAM } from './useCentrePage';

export interface MemberCentreMenuProps {
  pages: readonly MemberCentrePage[];
  current: MemberCentrePage;
  /** Counts shown beside a page (the missions badge), shown only above 0. */
  badges?: Partial<Record<MemberCentrePage, number>>;
}

/** The member centre's menu: its pages with their badges; on phones a strip of tabs. */
export const MemberCentreMenu = ({ pages, current, badges = {} }: MemberCentreMenuProps) => {
  const { t } = useTranslation(member.namespace);
  return (
    <CentreMenu
      label={t('centre.menu')}
      param={CENTRE_PARAM}
      pages={pages}
      current={current}
      renderLink={(id) => {
        const badge = badges[id] ?? 0;
        return (
          <>
            <span>{t(pageTitleKey(id))}</span>
            {badge > 0 ? (
              <span className={styles.badge} aria-label={t('centre.badge', { count: badge })}>
                {badge > 99 ? '99+' : badge}
              </span>
            ) : null}
          </>
        );
      }}
    />
  );
};

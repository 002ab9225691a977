import { useTranslation } from 'react-i18next';
import type { AgentPage } from 'shared-contracts';
import { FormSelect } from 'shared-ui';
import { CentreMenu } from 'shared-ui/kit';

import { agent } from '../../remote';
import styles from './AgentCentreMenu.module.css';
import { CENTRE_PARAM } from './useCentrePage';

export interface AgentCentreMenuProps {
  /** The pages the agent's contracts open, in SPEC order. */
  pages: readonly AgentPage[];
  current: AgentPage;
  onSelect: (page: AgentPage) => void;
}

/**
 * The agent centre's menu: a side list of links on wide screens, a select on phones (twelve
 * pages do not fit a strip of tabs at 360 px). Both name the page in the URL.
 */
export const AgentCentreMenu = ({ pages, current, onSelect }: AgentCentreMenuProps) => {
  const { t } = useTranslation(agent.namespace);
  return (
    <CentreMenu
      label={t('centre.menu')}
      param={CENTRE_PARAM}
      pages={pages}
      current={current}
      renderLink={(page) => t(`centre.pages.${page}`)}
      phoneMenu={
        <FormSelect
          inline
          label={t('centre.menuSelect')}
          className={styles.phone}
          value={current}
          onChange={(event) => onSelect(event.target.value as AgentPage)}
        >
          {pages.map((page) => (
            <option key={page} value={page}>
              {t(`centre.pages.${page}`)}
            </option>
          ))}
        </FormSelect>
      }
    />
  );
};

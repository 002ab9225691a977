import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { type AgentPage, DEFAULT_AGENT_PAGE } from 'shared-contracts';
import { agentPages } from 'shared-contracts/agent';
import { EmptyState, ErrorState, LoadingState } from 'shared-ui';
import { CentreLayout, CentreModal, type QueryParamPage, reasonOf, useRemote } from 'shared-ui/kit';

import { useContractInfo } from '../../api/info';
import { agent } from '../../remote';
import styles from './AgentCentre.module.css';
import { AgentCentreMenu } from './AgentCentreMenu';
import { CENTRE_SCREENS } from './centrePages';
import { useCentreAccess } from './useCentreAccess';
import { useCentreCommands } from './useCentreCommands';
import { useCentrePage } from './useCentrePage';

const AgentsOnly = () => {
  const { t } = useTranslation(agent.namespace);
  return <EmptyState title={t('centre.agentsOnlyTitle')} description={t('centre.agentsOnly')} />;
};

interface CentrePagesProps {
  page: AgentPage;
  open: QueryParamPage<AgentPage>['open'];
}

/** The menu the agent's contract info allows and the open page beside it. */
const CentrePages = ({ page, open }: CentrePagesProps) => {
  const { t } = useTranslation(agent.namespace);
  const info = useContractInfo();
  const pages = info.data ? agentPages(info.data).map((item) => item.page) : null;
  // A page the agent's contracts do not open (a stale link): the default page instead.
  const shown = pages && !pages.includes(page) ? DEFAULT_AGENT_PAGE : page;
  useEffect(() => {
    if (shown !== page) open(shown, { replace: true });
  }, [shown, page, open]);

  if (info.isPending) return <LoadingState label={t('common.loading')} />;
  if (!pages) {
    if (reasonOf(info.error) === 'notAgent') return <AgentsOnly />;
    return (
      <ErrorState
        message={t('centre.infoFailed')}
        retryLabel={t('common.retry')}
        onRetry={() => void info.refetch()}
      />
    );
  }
  const Screen = CENTRE_SCREENS[shown];
  return (
    <CentreLayout
      menu={<AgentCentreMenu pages={pages} current={shown} onSelect={(next) => open(next)} />}
      page={shown}
      title={t(`centre.pages.${shown}`)}
      loadingLabel={t('common.loading')}
      failedMessage={t('centre.pageFailed')}
      retryLabel={t('common.retry')}
    >
      <Screen />
    </CentreLayout>
  );
};

/**
 * The agent centre (SPEC section 2): a modal over the current page with the menu of the pages the
 * agent's contracts open, the open page named in the URL (`?ac=`). A guest gets the login
 * instead, and the page after it; a member who is not an agent is told the centre is for agents (the platform refuses
 * its calls anyway).
 */
export const AgentCentre = () => {
  const { t } = useTranslation(agent.namespace);
  const { host } = useRemote();
  useCentreCommands();
  const { page, open, close } = useCentrePage();
  const access = useCentreAccess();

  const { pathname, search } = useLocation();

  useEffect(() => {
    if (page === null || access !== 'guest') return;
    close({ replace: true });
    // The page asked for opens once the guest has logged in.
    host.bus.publish({ type: 'OpenLogin', resume: `${pathname}${search}` });
  }, [page, access, close, host, pathname, search]);

  if (page === null || access === 'guest' || access === 'waiting') return null;
  return (
    <CentreModal
      wide
      title={t('centre.title')}
      closeLabel={t('common.close')}
      onClose={() => close()}
    >
      {access === 'agent' ? (
        <CentrePages page={page} open={open} />
      ) : (
        <div className={styles.notice}>
          <AgentsOnly />
        </div>
      )}
    </CentreModal>
  );
};

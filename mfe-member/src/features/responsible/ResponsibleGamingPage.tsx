import { useTranslation } from 'react-i18next';
import { Panel } from 'shared-ui';
import { FormAlert, formatDateTime, QueryView, useLanguage } from 'shared-ui/kit';

import { useResponsibleGaming } from '../../api/responsibleGaming';
import { layout } from '../../components/layout';
import { member } from '../../remote';
import { ActivitySums } from './ActivitySums';
import { ExclusionForm } from './ExclusionForm';
import { LimitsForm } from './LimitsForm';

/**
 * Responsible gaming (not in SPEC; regulators require it): the player's activity, deposit,
 * loss and time limits, time-out and self-exclusion, and where to get help.
 */
export const ResponsibleGamingPage = () => {
  const { t } = useTranslation(member.namespace);
  const language = useLanguage();
  const state = useResponsibleGaming();
  return (
    <div className={layout.page}>
      <p className={layout.text}>{t('responsible.intro')}</p>
      <QueryView
        query={state}
        loadingLabel={t('common.loading')}
        errorMessage={t('common.loadError')}
        retryLabel={t('common.retry')}
      >
        {(data) => (
          <>
            {data.exclusion ? (
              <FormAlert
                tone="info"
                message={{
                  key: `responsible.${data.exclusion.kind}.inForce`,
                  params: { until: formatDateTime(data.exclusion.endsAt, language) },
                }}
              />
            ) : null}
            <Panel headingLevel={4} title={t('responsible.activityTitle')}>
              <ActivitySums state={data} />
            </Panel>
            <Panel headingLevel={4} title={t('responsible.limitsTitle')}>
              <LimitsForm limits={data.limits} />
            </Panel>
            <Panel headingLevel={4} title={t('responsible.timeout.title')}>
              <p className={layout.muted}>{t('responsible.timeout.explain')}</p>
              <ExclusionForm kind="timeout" />
            </Panel>
            <Panel headingLevel={4} title={t('responsible.self_exclusion.title')}>
              <p className={layout.muted}>{t('responsible.self_exclusion.explain')}</p>
              <ExclusionForm kind="self_exclusion" />
            </Panel>
          </>
        )}
      </QueryView>
      <Panel headingLevel={4} title={t('responsible.helpTitle')}>
        <p className={layout.muted}>{t('responsible.help')}</p>
        <p className={layout.muted}>{t('responsible.helpContacts')}</p>
      </Panel>
    </div>
  );
};

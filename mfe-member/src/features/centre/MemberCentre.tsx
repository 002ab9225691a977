import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState, Modal } from 'shared-ui';
import { useRemote } from 'shared-ui/kit';

import { member } from '../../remote';
import { CentreMenu } from './CentreMenu';
import { CENTRE_PAGES } from './centrePages';
import styles from './MemberCentre.module.css';
import { PageBoundary } from './PageBoundary';
import { useCentreAccess } from './useCentreAccess';
import { useCentreCommands } from './useCentreCommands';
import { useCentrePage } from './useCentrePage';

/**
 * The member centre (SPEC section 2): a modal over the current page with the side menu of its
 * pages, the open page named in the URL (`?mc=`). Guests and trial accounts never see it: a
 * reload of such a URL without a session drops the parameter and offers the login.
 */
export const MemberCentre = () => {
  const { t } = useTranslation(member.namespace);
  const { host } = useRemote();
  useCentreCommands();
  const { page, close } = useCentrePage();
  const access = useCentreAccess();

  useEffect(() => {
    if (page === null || access === 'member' || access === 'waiting') return;
    close({ replace: true });
    if (access === 'guest') host.bus.publish({ type: 'OpenLogin' });
  }, [page, access, close, host]);

  if (page === null || access !== 'member') return null;
  const current = CENTRE_PAGES.find((candidate) => candidate.id === page);
  return (
    <Modal
      open
      size="lg"
      className={styles.centre}
      bodyClassName={styles.body}
      title={t('centre.title')}
      closeLabel={t('common.close')}
      onClose={() => close()}
    >
      <div className={styles.layout}>
        <CentreMenu pages={CENTRE_PAGES} current={page} />
        <div className={styles.page}>
          <h3 className={styles.pageTitle}>{t(`centre.pages.${page}`)}</h3>
          {current ? (
            <PageBoundary
              key={page}
              fallback={(retry) => (
                <ErrorState
                  message={t('centre.pageFailed')}
                  retryLabel={t('common.retry')}
                  onRetry={retry}
                />
              )}
            >
              <Suspense fallback={<LoadingState label={t('common.loading')} />}>
                <current.Screen />
              </Suspense>
            </PageBoundary>
          ) : (
            <EmptyState title={t('centre.comingSoonTitle')} description={t('centre.comingSoon')} />
          )}
        </div>
      </div>
    </Modal>
  );
};

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { MEMBER_CENTRE_PAGES } from 'shared-contracts';
import { CentreLayout, CentreModal, useRemote } from 'shared-ui/kit';

import { useMissionsSummary } from '../../api/missions';
import { member } from '../../remote';
import { CENTRE_SCREENS, pageTitleKey } from './centreScreens';
import { MemberCentreMenu } from './MemberCentreMenu';
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
  const open = page !== null && access === 'member';
  // The missions badge: fetched while the centre is open; a claim refreshes it (useClaimMission).
  const missions = useMissionsSummary(open);
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (page === null || access === 'member' || access === 'waiting') return;
    close({ replace: true });
    // The page asked for opens once the guest has logged in or registered.
    if (access === 'guest')
      host.bus.publish({
        type: 'OpenLogin',
        reason: 'memberPage',
        resume: `${pathname}${search}`,
      });
  }, [page, access, close, host, pathname, search]);

  if (page === null || access !== 'member') return null;
  const { Screen } = CENTRE_SCREENS[page];
  return (
    <CentreModal title={t('centre.title')} closeLabel={t('common.close')} onClose={() => close()}>
      <CentreLayout
        menu={
          <MemberCentreMenu
            pages={MEMBER_CENTRE_PAGES}
            current={page}
            badges={{ missionLeaderboard: missions.data?.claimable ?? 0 }}
          />
        }
        page={page}
        title={t(pageTitleKey(page))}
        loadingLabel={t('common.loading')}
        failedMessage={t('centre.pageFailed')}
        retryLabel={t('common.retry')}
      >
        <Screen />
      </CentreLayout>
    </CentreModal>
  );
};

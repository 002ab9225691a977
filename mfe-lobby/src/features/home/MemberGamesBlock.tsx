import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, Pagination } from 'shared-ui';
import { useMember, useRemote } from 'shared-ui/kit';

import { useFavouriteGames } from '../../api/favourites';
import { useRecentGames } from '../../api/recentGames';
import { GamesQueryView } from './GamesQueryView';
import { HomeBlock } from './HomeBlock';

export interface MemberGamesBlockProps {
  kind: 'recent' | 'favourites';
}

const usePage = (kind: MemberGamesBlockProps['kind'], pageNo: number) => {
  const recent = useRecentGames(kind === 'recent' ? pageNo : 0);
  const favourites = useFavouriteGames(kind === 'favourites' ? pageNo : 0);
  if (kind === 'recent') {
    return { ...recent, data: recent.data?.list, totalPages: recent.data?.totalPages ?? 0 };
  }
  return {
    ...favourites,
    data: favourites.data?.content,
    totalPages: favourites.data?.totalPages ?? 0,
  };
};

/**
 * The member's recent games or favourites, with paging. A guest sees why the block is empty
 * and a login button (the login modal is a bus command).
 */
export const MemberGamesBlock = ({ kind }: MemberGamesBlockProps) => {
  const { t } = useTranslation('lobby');
  const { host } = useRemote();
  const member = useMember();
  const [pageNo, setPageNo] = useState(1);
  const query = usePage(kind, pageNo);
  const title = t(kind === 'recent' ? 'home.recent' : 'home.favourites');
  return (
    <HomeBlock title={title}>
      {member ? (
        <>
          <GamesQueryView
            query={query}
            label={title}
            loadingLabel={t(kind === 'recent' ? 'home.loadingRecent' : 'home.loadingFavourites')}
            emptyTitle={t(kind === 'recent' ? 'home.emptyRecent' : 'home.emptyFavourites')}
          />
          <Pagination
            page={pageNo}
            totalPages={query.totalPages}
            onChange={setPageNo}
            labels={{
              nav: t('pagination.label', { list: title }),
              previous: t('pagination.previous'),
              next: t('pagination.next'),
              page: (page) => t('pagination.page', { page }),
            }}
          />
        </>
      ) : (
        <EmptyState
          title={t(kind === 'recent' ? 'home.guestRecent' : 'home.guestFavourites')}
          action={
            <Button onClick={() => host.bus.publish({ type: 'OpenLogin' })}>{t('login')}</Button>
          }
        />
      )}
    </HomeBlock>
  );
};

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryMenuGroup } from 'shared-contracts/lottery';
import { QueryView, type QueryViewQuery } from 'shared-ui/kit';

export interface MenusViewProps<Menus extends { groups: readonly LotteryMenuGroup[] }> {
  /** A lottery menu (`useLotteryMenus`). */
  menus: QueryViewQuery<Menus>;
  children: (menus: Menus) => ReactNode;
}

/** A lottery menu's loading, error and empty states (no group has a game), then the menu. */
export const MenusView = <Menus extends { groups: readonly LotteryMenuGroup[] }>({
  menus,
  children,
}: MenusViewProps<Menus>) => {
  const { t } = useTranslation('lottery');
  return (
    <QueryView
      query={menus}
      loadingLabel={t('common.loading')}
      errorMessage={t('common.error')}
      retryLabel={t('common.retry')}
      emptyTitle={t('games.empty')}
      isEmpty={(data) => data.groups.every((group) => group.gameMenus.length === 0)}
    >
      {children}
    </QueryView>
  );
};

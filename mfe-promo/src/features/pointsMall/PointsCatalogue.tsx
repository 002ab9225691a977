import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POINTS_ITEM_CATEGORIES, POINTS_ITEM_SORTS, type PointsItem } from 'shared-contracts';
import { Button, EmptyState, ErrorState, LoadingState, SelectField, Tabs } from 'shared-ui';

import { usePointsItems } from '../../api/points';
import common from '../../components/common.module.css';
import { PointsItemCard } from './PointsItemCard';
import { PointsItemDialog } from './PointsItemDialog';
import styles from './PointsMall.module.css';
import { PointsPagination } from './PointsPagination';
import { type CatalogueTab, useCatalogueQuery } from './useCatalogueQuery';
import { useMemberAction } from './useMemberAction';

const TABS: readonly CatalogueTab[] = ['all', ...POINTS_ITEM_CATEGORIES];

/** The catalogue: a tab per category, an order, the items and the redeem dialog. */
export const PointsCatalogue = () => {
  const { t } = useTranslation('promo');
  const { category, sort, pageNo, itemId, setCategory, setSort, setPageNo, openItem, closeItem } =
    useCatalogueQuery();
  // The card's copy of the item shows at once while the detail call reads it fresh.
  const [shown, setShown] = useState<PointsItem | undefined>(undefined);
  const action = useMemberAction();
  const items = usePointsItems(category === 'all' ? undefined : category, sort, pageNo);

  const select = (next: CatalogueTab) => setCategory(next);

  const body = () => {
    if (items.isPending || (items.isError && items.isFetching))
      return <LoadingState label={t('points.catalogue.loading')} />;
    if (items.isError)
      return (
        <ErrorState
          message={t('points.catalogue.error')}
          retryLabel={t('points.retry')}
          onRetry={() => void items.refetch()}
        />
      );
    const { page } = items.data;
    if (page.list.length === 0)
      return (
        <EmptyState
          title={t('points.catalogue.empty')}
          action={
            category === 'all' ? null : (
              <Button variant="secondary" onClick={() => select('all')}>
                {t('points.catalogue.showAll')}
              </Button>
            )
          }
        />
      );
    const { totalPages } = page;
    return (
      <>
        <ul className={styles.grid}>
          {page.list.map((item) => (
            <li key={item.id} className={styles.gridItem}>
              <PointsItemCard
                item={item}
                onOpen={() => {
                  setShown(item);
                  openItem(item.id);
                }}
              />
            </li>
          ))}
        </ul>
        <PointsPagination page={pageNo} totalPages={totalPages} onChange={setPageNo} />
      </>
    );
  };

  return (
    <section className={styles.section} aria-labelledby="points-catalogue-heading">
      <div className={styles.sectionHeader}>
        <h2 id="points-catalogue-heading" className={common.title}>
          {t('points.catalogue.title')}
        </h2>
        <div className={styles.sort}>
          <SelectField
            label={t('points.catalogue.sort')}
            value={sort}
            onChange={setSort}
            options={POINTS_ITEM_SORTS.map((value) => ({
              value,
              label: t(`points.sort.${value}`),
            }))}
          />
        </div>
      </div>
      <Tabs
        items={TABS.map((id) => ({ id, label: t(`points.category.${id}`) }))}
        value={category}
        onChange={select}
        label={t('points.catalogue.categories')}
      >
        {body()}
      </Tabs>
      {itemId !== null ? (
        <PointsItemDialog
          key={itemId}
          itemId={itemId}
          shown={shown}
          canRedeem={action.allowed}
          signedIn={action.signedIn}
          onLogIn={() => {
            closeItem();
            action.run(() => undefined);
          }}
          onClose={closeItem}
        />
      ) : null}
    </section>
  );
};

import { useTranslation } from 'react-i18next';
import { PROMOTION_CATEGORIES } from 'shared-contracts';
import { Tabs } from 'shared-ui';

import common from '../../components/common.module.css';
import { PromotionList } from './PromotionList';
import { useSelectedCategory } from './useSelectedCategory';

/** /promotions: the promotions grid under one tab per category. */
export const PromotionsScreen = () => {
  const { t } = useTranslation('promo');
  const [category, setCategory] = useSelectedCategory();
  const tabs = PROMOTION_CATEGORIES.map((id) => ({ id, label: t(`category.${id}`) }));
  return (
    <section className={common.screen}>
      <header className={common.header}>
        <h1 className={common.heading}>{t('title')}</h1>
        <p className={common.muted}>{t('subtitle')}</p>
      </header>
      <Tabs items={tabs} value={category} onChange={setCategory} label={t('categoriesLabel')} wrap>
        <PromotionList category={category} onShowAll={() => setCategory('all')} />
      </Tabs>
    </section>
  );
};

import { useTranslation } from 'react-i18next';
import { PROMOTION_CATEGORIES } from 'shared-contracts';
import { Tabs } from 'shared-ui';

import { PromotionList } from './PromotionList';
import styles from './PromotionsScreen.module.css';
import { useSelectedCategory } from './useSelectedCategory';

/** /promotions: the promotions grid under one tab per category. */
export const PromotionsScreen = () => {
  const { t } = useTranslation('promo');
  const [category, setCategory] = useSelectedCategory();
  const tabs = PROMOTION_CATEGORIES.map((id) => ({ id, label: t(`category.${id}`) }));
  return (
    <section className={styles.screen}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{t('title')}</h1>
        <p className={styles.subtitle}>{t('subtitle')}</p>
      </header>
      <Tabs items={tabs} value={category} onChange={setCategory} label={t('categoriesLabel')} wrap>
        <PromotionList category={category} onShowAll={() => setCategory('all')} />
      </Tabs>
    </section>
  );
};

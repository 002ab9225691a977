import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { HarnessSettings } from 'shared-ui/harness';

import PromotionDetailPage from '../exposes/PromotionDetailPage';
import PromotionsPage from '../exposes/PromotionsPage';
import { PROMO_NAMESPACE } from '../i18n/registerPromoI18n';
import styles from './Harness.module.css';
import { harnessHost } from './harnessHost';

/** The harness page: a small toolbar (theme, language) over the two routes of the remote. */
export const Harness = () => {
  const { t } = useTranslation(PROMO_NAMESPACE);
  const { bus } = harnessHost;
  return (
    <BrowserRouter>
      <header className={styles.toolbar}>
        <strong className={styles.title}>{t('harness.title')}</strong>
        <nav aria-label={t('harness.nav')}>
          <NavLink to="/promotions">{t('title')}</NavLink>
        </nav>
        <HarnessSettings
          bus={bus}
          labels={{
            theme: t('harness.theme'),
            dark: t('harness.themeDark'),
            light: t('harness.themeLight'),
            language: t('harness.language'),
          }}
        />
      </header>
      <main>
        <Routes>
          <Route path="/promotions" element={<PromotionsPage host={harnessHost} />} />
          <Route path="/promoDetail" element={<PromotionDetailPage host={harnessHost} />} />
          <Route path="*" element={<Navigate to="/promotions" replace />} />
        </Routes>
      </main>
    </BrowserRouter>
  );
};

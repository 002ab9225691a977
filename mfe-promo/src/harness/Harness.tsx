import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { type Language, LANGUAGES, type Theme, THEMES } from 'shared-contracts';
import { useChannelValue } from 'shared-ui';

import PromotionDetailPage from '../exposes/PromotionDetailPage';
import PromotionsPage from '../exposes/PromotionsPage';
import { LOCALES } from '../i18n/locale';
import { PROMO_NAMESPACE } from '../i18n/registerPromoI18n';
import styles from './Harness.module.css';
import { harnessHost } from './harnessHost';

// Each language is named in itself (an endonym), so no translation applies.
const LANGUAGE_NAMES: Record<Language, string> = {
  EN: 'English',
  CN: '简体中文',
  ID: 'Bahasa Indonesia',
  PT: 'Português',
  TH: 'ไทย',
  VI: 'Tiếng Việt',
};

/** The harness page: a small toolbar (theme, language) over the two routes of the remote. */
export const Harness = () => {
  const { t } = useTranslation(PROMO_NAMESPACE);
  const { bus } = harnessHost;
  const language = useChannelValue(bus.language);
  const theme = useChannelValue(bus.theme);
  return (
    <BrowserRouter>
      <header className={styles.toolbar}>
        <strong className={styles.title}>{t('harness.title')}</strong>
        <nav aria-label={t('harness.nav')}>
          <NavLink to="/promotions">{t('title')}</NavLink>
        </nav>
        <label className={styles.field}>
          {t('harness.theme')}
          <select value={theme} onChange={(event) => bus.theme.set(event.target.value as Theme)}>
            {THEMES.map((value) => (
              <option key={value} value={value}>
                {t(value === 'dark' ? 'harness.themeDark' : 'harness.themeLight')}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {t('harness.language')}
          <select
            value={language}
            onChange={(event) => bus.language.set(event.target.value as Language)}
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code} lang={LOCALES[code]}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </label>
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

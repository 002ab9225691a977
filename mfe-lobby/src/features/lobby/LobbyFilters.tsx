import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_CLASSIFICATIONS, type GameClassification, type VendorCard } from 'shared-contracts';
import { Button, Card } from 'shared-ui';
import { formatMoney, useLanguage } from 'shared-ui/kit';

import { useBrand } from '../../api/brand';
import styles from './LobbyFilters.module.css';
import type { LobbyFilters as Filters } from './useLobbyFilters';

/** Minimum-bet choices in minor units: the stakes the catalogue uses. */
export const MIN_BET_OPTIONS = [10, 20, 50, 100, 200, 500, 1000] as const;
/** Typing waits this long before the search reaches the URL and the platform. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface LobbyFiltersProps {
  vendors: readonly VendorCard[];
  /** Live and card lobbies filter by classification too. */
  withClassifications: boolean;
  filters: Filters;
  onChange: (patch: Partial<Filters>, options?: { replace?: boolean }) => void;
  onClear: () => void;
}

/** Vendor, classification, minimum bet and name search of a lobby. */
export const LobbyFilters = ({
  vendors,
  withClassifications,
  filters,
  onChange,
  onClear,
}: LobbyFiltersProps) => {
  const { t } = useTranslation('lobby');
  const language = useLanguage();
  const { data: brand } = useBrand();
  const ids = { vendor: useId(), classify: useId(), minBet: useId(), name: useId() };
  const [name, setName] = useState(filters.gameName ?? '');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // The URL is the truth: a cleared filter or a back navigation resets the box.
  useEffect(() => {
    setName(filters.gameName ?? '');
  }, [filters.gameName]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const onName = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setName(value);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(
      () => onChange({ gameName: value.trim() || undefined }, { replace: true }),
      SEARCH_DEBOUNCE_MS,
    );
  };
  const active = Object.values(filters).some((value) => value !== undefined);

  return (
    <Card
      as="form"
      gap="md"
      className={styles.filters}
      role="search"
      aria-label={t('filters.label')}
      onSubmit={(event) => {
        event.preventDefault();
        if (timer.current) clearTimeout(timer.current);
        onChange({ gameName: name.trim() || undefined }, { replace: true });
      }}
    >
      <div className={styles.field}>
        <label htmlFor={ids.name}>{t('filters.name')}</label>
        <input
          id={ids.name}
          type="search"
          value={name}
          maxLength={60}
          placeholder={t('filters.namePlaceholder')}
          onChange={onName}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.vendor}>{t('filters.vendor')}</label>
        <select
          id={ids.vendor}
          value={filters.vassalage ?? ''}
          onChange={(event) => onChange({ vassalage: event.target.value || undefined })}
        >
          <option value="">{t('filters.allVendors')}</option>
          {vendors.map((vendor) => (
            <option key={vendor.vassalage} value={vendor.vassalage}>
              {vendor.name}
            </option>
          ))}
        </select>
      </div>
      {withClassifications ? (
        <div className={styles.field}>
          <label htmlFor={ids.classify}>{t('filters.classification')}</label>
          <select
            id={ids.classify}
            value={filters.gameClassify ?? ''}
            onChange={(event) =>
              onChange({
                gameClassify: (event.target.value || undefined) as GameClassification | undefined,
              })
            }
          >
            <option value="">{t('filters.allClassifications')}</option>
            {GAME_CLASSIFICATIONS.map((classification) => (
              <option key={classification} value={classification}>
                {t(`classification.${classification}`)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={ids.minBet}>{t('filters.minBet')}</label>
        <select
          id={ids.minBet}
          value={filters.minBet ?? ''}
          onChange={(event) => onChange({ minBet: Number(event.target.value) || undefined })}
        >
          <option value="">{t('filters.anyBet')}</option>
          {MIN_BET_OPTIONS.map((minor) => (
            <option key={minor} value={minor}>
              {t('filters.upTo', { amount: formatMoney(minor, language, brand?.currencySymbol) })}
            </option>
          ))}
        </select>
      </div>
      {active ? (
        <Button variant="ghost" size="sm" className={styles.clear} onClick={onClear}>
          {t('filters.clear')}
        </Button>
      ) : null}
    </Card>
  );
};

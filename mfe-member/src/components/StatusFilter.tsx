import { useTranslation } from 'react-i18next';

import { member } from '../remote';
import { cx, layout } from './layout';
import styles from './StatusFilter.module.css';

export interface StatusFilterProps<S extends string> {
  statuses: readonly S[];
  value: S | undefined;
  onChange: (status: S | undefined) => void;
  /** The words of a status ("Pending"). */
  labelOf: (status: S) => string;
}

/** Filters a history by status ("All" first). */
export const StatusFilter = <S extends string>({
  statuses,
  value,
  onChange,
  labelOf,
}: StatusFilterProps<S>) => {
  const { t } = useTranslation(member.namespace);
  return (
    <label className={cx(layout.row, layout.center, layout.small, styles.filter)}>
      {t('common.status')}
      <select
        className={styles.select}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as S | undefined)}
      >
        <option value="">{t('common.allStatuses')}</option>
        {statuses.map((status) => (
          <option key={status} value={status}>
            {labelOf(status)}
          </option>
        ))}
      </select>
    </label>
  );
};

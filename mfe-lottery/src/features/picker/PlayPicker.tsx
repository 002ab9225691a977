import { useTranslation } from 'react-i18next';
import type { LotteryPlayTypeTerms, PlacedLine, PlayType } from 'shared-contracts/lottery';
import { Tabs } from 'shared-ui';

import common from '../../components/common.module.css';
import { BetBuilder, type PickerSlot } from './BetBuilder';
import styles from './PlayPicker.module.css';

/** A play type the game offers, with the brand's terms. */
export interface OfferedPlayType {
  playType: PlayType;
  terms: LotteryPlayTypeTerms;
}

export interface PlayPickerProps {
  offered: readonly OfferedPlayType[];
  selected: OfferedPlayType;
  onSelect: (code: string) => void;
  onAdd: (line: PlacedLine) => void;
  /** A picker of the page's own (see {@link BetBuilder}). */
  picker?: PickerSlot;
}

/**
 * The play types of the game as tabs of their picker groups (5 star, 3 star...), the play types
 * of the selected group as toggle buttons, and the picker of the selected play type.
 */
export const PlayPicker = ({ offered, selected, onSelect, onAdd, picker }: PlayPickerProps) => {
  const { t } = useTranslation('lottery');
  const groups = [...new Set(offered.map((item) => item.playType.group))];
  const variants = offered.filter((item) => item.playType.group === selected.playType.group);

  return (
    <Tabs
      label={t('picker.playTypes')}
      items={groups.map((group) => ({ id: group, label: t(`play.groups.${group}`) }))}
      value={selected.playType.group}
      onChange={(group) => {
        const first = offered.find((item) => item.playType.group === group);
        if (first) onSelect(first.playType.code);
      }}
    >
      <div className={`${common.stack3} ${styles.panel}`}>
        {variants.length > 1 ? (
          <div role="group" aria-label={t('picker.variants')} className={common.row}>
            {variants.map((item) => (
              <button
                key={item.playType.code}
                type="button"
                aria-pressed={item.playType.code === selected.playType.code}
                className={styles.variant}
                onClick={() => onSelect(item.playType.code)}
              >
                {t(`play.types.${item.playType.code}`)}
              </button>
            ))}
          </div>
        ) : null}
        <h3 className={common.subtitle}>{t(`play.types.${selected.playType.code}`)}</h3>
        <BetBuilder
          key={selected.playType.code}
          playType={selected.playType}
          terms={selected.terms}
          onAdd={onAdd}
          picker={picker}
        />
      </div>
    </Tabs>
  );
};

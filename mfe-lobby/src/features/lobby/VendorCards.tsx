import { useTranslation } from 'react-i18next';
import type { VendorCard } from 'shared-contracts';
import { LoadingState, VisuallyHidden } from 'shared-ui';
import { useRemote } from 'shared-ui/kit';

import styles from './VendorCards.module.css';

export interface VendorCardsProps {
  cards: readonly VendorCard[];
  /** The vendor the lobby is filtered by, shown as pressed. */
  selected?: string;
  label: string;
  onSelect: (card: VendorCard) => void;
}

/**
 * The vendors of a lane: icon, name and the hot marker (isHot 1). A tile is named by what it
 * shows ("PG Soft, Hot"), so speech input finds it by its visible words.
 */
export const VendorCards = ({ cards, selected, label, onSelect }: VendorCardsProps) => {
  const { t } = useTranslation('lobby');
  const { asset } = useRemote();
  return (
    <ul className={styles.cards} aria-label={label}>
      {cards.map((card) => (
        <li key={card.vassalage}>
          <button
            type="button"
            className={styles.card}
            aria-pressed={selected === undefined ? undefined : selected === card.vassalage}
            onClick={() => onSelect(card)}
          >
            <img className={styles.icon} src={asset(card.smallIcon)} alt="" loading="lazy" />
            <span className={styles.name}>{card.name}</span>
            {card.isHot === 1 ? (
              <span className={styles.hot}>
                <VisuallyHidden>, </VisuallyHidden>
                {t('game.hot')}
              </span>
            ) : null}
          </button>
        </li>
      ))}
    </ul>
  );
};

/** The strip's place while its vendors load: the same height, so nothing below moves. */
export const VendorCardsPlaceholder = ({ label }: { label: string }) => (
  <div className={styles.placeholder}>
    <LoadingState label={label} />
  </div>
);

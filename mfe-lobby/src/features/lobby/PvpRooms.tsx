import { useTranslation } from 'react-i18next';
import { Button, Card, EmptyState, ErrorState, formLayout, LoadingState } from 'shared-ui';
import { formatMoney, useLanguage, useMember, useRemote } from 'shared-ui/kit';

import { useBrand } from '../../api/brand';
import { usePvpRooms } from '../../api/pvpRooms';
import common from '../../components/common.module.css';
import { useGameLauncher } from '../games/GameLauncher';
import styles from './PvpRooms.module.css';

export interface PvpRoomsProps {
  vassalage?: string;
}

/** The card-game rooms with their stakes and seats; joining launches the room. */
export const PvpRooms = ({ vassalage }: PvpRoomsProps) => {
  const { t } = useTranslation('lobby');
  const { host } = useRemote();
  const member = useMember();
  const language = useLanguage();
  const { data: brand } = useBrand();
  const rooms = usePvpRooms(vassalage);
  const { launchRoom, launching } = useGameLauncher();

  const body = (() => {
    if (!member) {
      return (
        <EmptyState
          title={t('rooms.guest')}
          action={
            <Button onClick={() => host.bus.publish({ type: 'OpenLogin' })}>{t('login')}</Button>
          }
        />
      );
    }
    if (rooms.isPending) return <LoadingState label={t('rooms.loading')} />;
    if (rooms.isError) {
      return (
        <ErrorState
          message={t('rooms.error')}
          retryLabel={t('retry')}
          onRetry={() => void rooms.refetch()}
        />
      );
    }
    if (rooms.data.length === 0) return <EmptyState title={t('rooms.empty')} />;
    return (
      <ul className={styles.rooms}>
        {rooms.data.map((room) => (
          <Card as="li" key={room.roomId} gap="md" className={styles.room}>
            <div className={styles.info}>
              <span className={styles.name}>{room.gameName}</span>
              <span className={formLayout.muted}>
                {t('rooms.meta', {
                  room: room.roomName,
                  stake: formatMoney(room.minBet, language, brand?.currencySymbol),
                  players: room.players,
                  seats: room.maxPlayers,
                })}
              </span>
            </div>
            <Button
              size="sm"
              disabled={launching === room.roomId}
              aria-label={t('rooms.join', { room: room.roomName, game: room.gameName })}
              onClick={() => launchRoom(room)}
            >
              {t('rooms.joinShort')}
            </Button>
          </Card>
        ))}
      </ul>
    );
  })();

  return (
    <section className={common.section} aria-labelledby="lobby-rooms-heading">
      <h2 id="lobby-rooms-heading" className={common.title}>
        {t('rooms.title')}
      </h2>
      {body}
    </section>
  );
};

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { lotteryGameByCode } from 'shared-contracts/lottery';
import { Button, Card, ErrorState, formLayout, LoadingState } from 'shared-ui';
import { useLanguage, useMember, useRemote } from 'shared-ui/kit';

import { type SeaView, useSeaLink } from '../../api/sea';
import common from '../../components/common.module.css';
import styles from './ElottScreen.module.css';

export interface SeaFrameProps {
  view: SeaView;
  gameCode: string | undefined;
  onClose: () => void;
}

/**
 * The external (SEA) lottery view in a sandboxed frame: no script of the view runs with the
 * site's rights, and its back link can only take the top window back here. Guests are asked to
 * log in first (the link needs a session).
 */
export const SeaFrame = ({ view, gameCode, onClose }: SeaFrameProps) => {
  const { t } = useTranslation('lottery');
  const { host } = useRemote();
  const member = useMember();
  const language = useLanguage();
  const link = useSeaLink(view, gameCode, member !== null);
  const heading = useRef<HTMLHeadingElement>(null);
  const game = gameCode ? lotteryGameByCode(gameCode) : undefined;
  const title =
    view === 'lobby' || !game
      ? t('elott.lobbyTitle')
      : t('elott.frameTitle', { name: game.names[language] });

  // Opening the view takes the reader to it.
  useEffect(() => heading.current?.focus(), [view, gameCode]);

  return (
    <Card as="section" gap="none" className={styles.card} aria-labelledby="elott-frame-title">
      <div className={`${formLayout.between} ${styles.frameBar}`}>
        <h2
          id="elott-frame-title"
          ref={heading}
          tabIndex={-1}
          className={`${common.subtitle} ${styles.frameTitle}`}
        >
          {title}
        </h2>
        <Button variant="secondary" size="sm" onClick={onClose}>
          {t('common.close')}
        </Button>
      </div>
      {member === null ? (
        <div className={styles.frameNotice}>
          <p className={common.plain}>{t('elott.loginNeeded')}</p>
          <Button onClick={() => host.bus.publish({ type: 'OpenLogin' })}>
            {t('elott.login')}
          </Button>
        </div>
      ) : link.isPending ? (
        <LoadingState label={t('common.loading')} />
      ) : link.isError ? (
        <ErrorState
          message={t('elott.linkError')}
          retryLabel={t('common.retry')}
          onRetry={() => void link.refetch()}
        />
      ) : (
        <iframe
          className={styles.frame}
          title={title}
          src={link.data.url}
          sandbox="allow-top-navigation-by-user-activation allow-popups"
          referrerPolicy="no-referrer"
        />
      )}
    </Card>
  );
};

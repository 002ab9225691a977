import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button, EmptyState } from 'shared-ui';
import { useRemote } from 'shared-ui/kit';

import {
  allowedGameOrigins,
  isAllowedGameUrl,
  readGameFrameLaunch,
} from '../games/gameFrameHandoff';
import styles from './GameFrameScreen.module.css';

/**
 * The frame sandbox: scripts, forms and popups, but not the site's origin, so a game can never
 * read the session token or the site's storage, whichever origin it is served from.
 */
export const GAME_FRAME_SANDBOX = 'allow-scripts allow-forms allow-popups';

/** /game: the launched game in a sandboxed frame, handed over by router state (no URL token). */
export const GameFrameScreen = () => {
  const { t } = useTranslation('lobby');
  const { host } = useRemote();
  const location = useLocation();
  const navigate = useNavigate();
  const launch = readGameFrameLaunch(location.state);
  const allowed =
    launch !== null && isAllowedGameUrl(launch.url, allowedGameOrigins(host.config.apiBaseUrl));

  if (!launch || !allowed) {
    return (
      <EmptyState
        title={t(launch ? 'frame.refused' : 'frame.none')}
        description={t('frame.noneHint')}
        action={
          <Link className={styles.link} to="/index">
            {t('frame.backHome')}
          </Link>
        }
      />
    );
  }

  return (
    <section className={styles.screen} aria-labelledby="game-frame-heading">
      <header className={styles.toolbar}>
        <h1 id="game-frame-heading" className={styles.title}>
          {launch.title}
        </h1>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => host.bus.publish({ type: 'RefreshBalance' })}
          >
            {t('frame.refreshBalance')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => navigate(-1)}>
            {t('frame.back')}
          </Button>
        </div>
      </header>
      <iframe
        className={styles.frame}
        title={launch.title}
        src={launch.url}
        sandbox={GAME_FRAME_SANDBOX}
        allow="fullscreen; autoplay"
        referrerPolicy="no-referrer"
      />
    </section>
  );
};

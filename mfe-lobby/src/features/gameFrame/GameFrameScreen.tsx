import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button, EmptyState, formLayout } from 'shared-ui';
import { useRemote, useSession } from 'shared-ui/kit';

import common from '../../components/common.module.css';
import {
  allowedGameOrigins,
  isAllowedGameUrl,
  markGameFrameOpened,
  readGameFrameLaunch,
  themedGameUrl,
  wasGameFrameOpened,
} from '../games/gameFrameHandoff';
import { useGameLauncher } from '../games/GameLauncher';
import styles from './GameFrameScreen.module.css';

/**
 * The frame sandbox: scripts, forms and popups, but not the site's origin, so a game can never
 * read the session token or the site's storage, whichever origin it is served from.
 */
export const GAME_FRAME_SANDBOX = 'allow-scripts allow-forms allow-popups';

/**
 * /game: the launched game in a sandboxed frame, handed over by router state (no URL token).
 * Launch addresses work once: a reload (or a return to the page) launches the same game again
 * for a signed-in player instead of showing the spent address.
 */
export const GameFrameScreen = () => {
  const { t } = useTranslation('lobby');
  const { host } = useRemote();
  const session = useSession();
  const launcher = useGameLauncher();
  const location = useLocation();
  const navigate = useNavigate();
  const launch = readGameFrameLaunch(location.state);
  const allowed =
    launch !== null && isAllowedGameUrl(launch.url, allowedGameOrigins(host.config.apiBaseUrl));
  // Decided from what this tab already opened when the address arrived, not on every render.
  const [spent, setSpent] = useState<{ url: string; spent: boolean } | null>(null);
  const isSpent =
    launch !== null && (spent?.url === launch.url ? spent.spent : wasGameFrameOpened(launch.url));
  const relaunch = isSpent && session.status === 'member' ? launch?.game : undefined;
  const launchUrl = launch?.url;
  // The theme when the game opened: following a later switch would reload the spent address.
  const frameUrl = useMemo(
    () => (launchUrl ? themedGameUrl(launchUrl, host.bus.theme.get()) : undefined),
    [launchUrl, host],
  );

  useEffect(() => {
    if (!launch || !allowed || spent?.url === launch.url) return;
    const already = wasGameFrameOpened(launch.url);
    setSpent({ url: launch.url, spent: already });
    if (!already) markGameFrameOpened(launch.url);
  }, [launch, allowed, spent]);

  // A spent address launches its game again once the session is confirmed: after a reload the
  // platform answers for the stored session after this page has decided.
  const relaunchedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!relaunch || !launchUrl || relaunchedFor.current === launchUrl) return;
    relaunchedFor.current = launchUrl;
    launcher.launch(relaunch);
  }, [relaunch, launchUrl, launcher]);

  if (launch && allowed && isSpent) {
    return relaunch ? (
      <EmptyState
        title={t('frame.relaunching', { title: launch.title })}
        description={t('frame.relaunchingHint')}
        action={
          <div className={styles.actions}>
            <Button onClick={() => launcher.launch(relaunch)}>{t('frame.playAgain')}</Button>
            <Link className={styles.link} to="/index">
              {t('frame.backHome')}
            </Link>
          </div>
        }
      />
    ) : (
      <EmptyState
        title={t('frame.ended', { title: launch.title })}
        description={t('frame.endedHint')}
        action={
          <Link className={styles.link} to="/index">
            {t('frame.backHome')}
          </Link>
        }
      />
    );
  }

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
    <section className={common.section} aria-labelledby="game-frame-heading">
      <header className={formLayout.between}>
        <h1 id="game-frame-heading" className={common.title}>
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
        src={frameUrl}
        sandbox={GAME_FRAME_SANDBOX}
        allow="fullscreen; autoplay"
        referrerPolicy="no-referrer"
      />
    </section>
  );
};

import { useTranslation } from 'react-i18next';
import type { Game } from 'shared-contracts';
import { Button, buttonClassName, Modal } from 'shared-ui';
import { useRemote } from 'shared-ui/kit';

import styles from './LaunchProblemDialog.module.css';

/** What stopped a launch (SPEC section 8). */
export type LaunchProblem =
  | { kind: 'trial' }
  | { kind: 'maintenance'; suggestions: Game[] }
  | { kind: 'network'; retry: () => void }
  | { kind: 'failed'; retry: () => void }
  | { kind: 'invalidUrl' }
  | { kind: 'popupBlocked'; url: string; title: string };

export interface LaunchProblemDialogProps {
  problem: LaunchProblem | null;
  onClose: () => void;
  /** Launches a suggested game instead. */
  onPlay: (game: Game) => void;
}

/** Explains a launch that did not happen and offers the way forward. */
export const LaunchProblemDialog = ({ problem, onClose, onPlay }: LaunchProblemDialogProps) => {
  const { t } = useTranslation('lobby');
  const { host } = useRemote();
  if (!problem) return null;

  const ok = (
    <Button variant="secondary" onClick={onClose}>
      {t('launch.ok')}
    </Button>
  );
  const retry = (action: () => void) => (
    <Button
      onClick={() => {
        onClose();
        action();
      }}
    >
      {t('launch.retry')}
    </Button>
  );

  const content = (() => {
    switch (problem.kind) {
      case 'trial':
        return {
          title: t('launch.trialTitle'),
          body: <p>{t('launch.trial')}</p>,
          footer: (
            <>
              {ok}
              <Button
                onClick={() => {
                  onClose();
                  host.bus.publish({ type: 'OpenRegister' });
                }}
              >
                {t('launch.register')}
              </Button>
            </>
          ),
        };
      case 'maintenance':
        return {
          title: t('launch.maintenanceTitle'),
          body: (
            <>
              <p>{t('launch.maintenance')}</p>
              {problem.suggestions.length > 0 ? (
                <ul className={styles.suggestions} aria-label={t('launch.suggestions')}>
                  {problem.suggestions.map((game) => (
                    <li key={game.gameCode}>
                      <Button variant="secondary" size="sm" onClick={() => onPlay(game)}>
                        {t('game.play', { name: game.gameName })}
                      </Button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </>
          ),
          footer: ok,
        };
      case 'network':
        return {
          title: t('launch.failedTitle'),
          body: <p>{t('launch.network')}</p>,
          footer: (
            <>
              {ok}
              {retry(problem.retry)}
            </>
          ),
        };
      case 'failed':
        return {
          title: t('launch.failedTitle'),
          body: <p>{t('launch.failed')}</p>,
          footer: (
            <>
              {ok}
              {retry(problem.retry)}
            </>
          ),
        };
      case 'invalidUrl':
        return {
          title: t('launch.failedTitle'),
          body: <p>{t('launch.invalidUrl')}</p>,
          footer: ok,
        };
      case 'popupBlocked':
        return {
          title: t('launch.popupBlockedTitle'),
          body: (
            <>
              <p>{t('launch.popupBlocked')}</p>
              <a
                className={`${buttonClassName()} ${styles.newTab}`}
                href={problem.url}
                target="_blank"
                rel="noopener noreferrer"
                onClick={onClose}
              >
                {t('launch.openInNewTab', { name: problem.title })}
              </a>
            </>
          ),
          footer: ok,
        };
    }
  })();

  return (
    <Modal
      open
      onClose={onClose}
      title={content.title}
      closeLabel={t('close')}
      size="sm"
      footer={content.footer}
    >
      <div className={styles.body}>{content.body}</div>
    </Modal>
  );
};

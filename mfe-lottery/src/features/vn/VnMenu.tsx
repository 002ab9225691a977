import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card, formLayout } from 'shared-ui';

import type { VnMenusState } from '../../api/vn';
import common from '../../components/common.module.css';
import { formatCountdown } from '../../lib/duration';
import { useNow } from '../../lib/useNow';
import styles from './VnMenu.module.css';

export interface VnMenuProps {
  menus: VnMenusState;
  /** The game on the page. */
  selected: string | undefined;
  /** Asks for the menus again: a game's sales closed and its next issue is on sale. */
  onIssueClosed: () => void;
}

/**
 * The VN games by region (north, south, central, fast), each with its draw time and a live
 * countdown to the close of its sales, on server time (the offset of the menus answer).
 */
export const VnMenu = ({ menus, selected, onIssueClosed }: VnMenuProps) => {
  const { t } = useTranslation('lottery');
  const serverNow = useNow(1_000) + menus.offsetMs;

  // Once per closed issue: the menus answer then names the next issue and its draw.
  const closedIssues = menus.regions
    .flatMap((region) => region.games)
    .filter((game) => game.salesCloseAt <= serverNow)
    .map((game) => `${game.gameCode}:${game.issueNo}`)
    .join(' ');
  const asked = useRef('');
  useEffect(() => {
    if (!closedIssues || asked.current === closedIssues) return;
    asked.current = closedIssues;
    onIssueClosed();
  }, [closedIssues, onIssueClosed]);

  return (
    <nav aria-label={t('vn.menu.label')} className={styles.menu}>
      {menus.regions
        .filter((region) => region.games.length > 0)
        .map((region) => (
          <section
            key={region.region}
            className={common.stack1}
            aria-labelledby={`vn-${region.region}`}
          >
            <h2 id={`vn-${region.region}`} className={common.groupTitle}>
              {region.labelName}
            </h2>
            <ul className={`${common.stack1} ${common.plain}`}>
              {region.games.map((game) => {
                const left = game.salesCloseAt - serverNow;
                return (
                  <Card as="li" key={game.gameCode} gap="none" className={common.menuItem}>
                    <Link
                      to={`?gameCode=${encodeURIComponent(game.gameCode)}`}
                      aria-current={game.gameCode === selected ? 'page' : undefined}
                      className={common.menuLink}
                    >
                      <span className={common.name}>{game.gameName}</span>
                      <span className={formLayout.muted}>
                        {game.drawTime
                          ? t('vn.menu.drawAt', { time: game.drawTime })
                          : t('vn.menu.every', {
                              minutes: Math.round((game.intervalSeconds ?? 0) / 60),
                            })}
                      </span>
                      <span className={formLayout.muted}>
                        {left > 0 ? (
                          <>
                            {t('vn.menu.closesIn')}{' '}
                            <time role="timer" className={common.timer}>
                              {formatCountdown(left)}
                            </time>
                          </>
                        ) : (
                          t('vn.menu.closed')
                        )}
                      </span>
                    </Link>
                  </Card>
                );
              })}
            </ul>
          </section>
        ))}
    </nav>
  );
};

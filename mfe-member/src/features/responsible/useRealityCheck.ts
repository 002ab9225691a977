import { useCallback, useEffect, useState } from 'react';

import { useResponsibleGaming } from '../../api/responsibleGaming';
import { minutesPlayed, nextRealityCheckAt } from './realityCheck';

/** A reality check that is due: how long the player has been logged in. */
export interface RealityCheckReminder {
  minutesPlayed: number;
  /** When the session started (epoch ms), to say "since 20:15". */
  sessionStartedAt: number;
}

/**
 * The reality-check reminder: every `realityCheckMinutes` of the login session (as the player
 * set it on the responsible-gaming page) it answers a reminder to show, until `dismiss`.
 * It only schedules; whoever mounts it (the centre, later, while the player plays) shows the
 * popup. Must be used inside the member remote's providers; does nothing without a limit set.
 */
export const useRealityCheck = (): {
  reminder: RealityCheckReminder | null;
  dismiss: () => void;
} => {
  const { data } = useResponsibleGaming();
  const startedAt = data?.sessionStartedAt ?? null;
  const interval = data?.limits.find((limit) => limit.key === 'realityCheckMinutes')?.value ?? null;
  const [reminder, setReminder] = useState<RealityCheckReminder | null>(null);

  useEffect(() => {
    if (startedAt === null || interval === null || interval <= 0) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const now = Date.now();
      timer = setTimeout(
        () => {
          setReminder({
            minutesPlayed: minutesPlayed(startedAt, Date.now()),
            sessionStartedAt: startedAt,
          });
          schedule();
        },
        nextRealityCheckAt(startedAt, interval, now) - now,
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, [startedAt, interval]);

  const dismiss = useCallback(() => setReminder(null), []);
  return { reminder, dismiss };
};

import { RG_SELF_EXCLUSION_MONTHS, RG_TIMEOUT_HOURS } from 'shared-contracts/member';

import type { ExclusionRequest } from '../../api/responsibleGaming';

/** The periods offered: a time-out of 24 hours to 6 weeks, a self-exclusion of 6 months to 5 years. */
export const EXCLUSION_OPTIONS = {
  timeout: [
    { id: 'h24', request: { kind: 'timeout', hours: RG_TIMEOUT_HOURS.min } },
    { id: 'd3', request: { kind: 'timeout', hours: 72 } },
    { id: 'w1', request: { kind: 'timeout', hours: 168 } },
    { id: 'w2', request: { kind: 'timeout', hours: 336 } },
    { id: 'w4', request: { kind: 'timeout', hours: 672 } },
    { id: 'w6', request: { kind: 'timeout', hours: RG_TIMEOUT_HOURS.max } },
  ],
  self_exclusion: [
    { id: 'm6', request: { kind: 'self_exclusion', months: RG_SELF_EXCLUSION_MONTHS.min } },
    { id: 'y1', request: { kind: 'self_exclusion', months: 12 } },
    { id: 'y2', request: { kind: 'self_exclusion', months: 24 } },
    { id: 'y3', request: { kind: 'self_exclusion', months: 36 } },
    { id: 'y5', request: { kind: 'self_exclusion', months: RG_SELF_EXCLUSION_MONTHS.max } },
  ],
} as const satisfies Record<
  ExclusionRequest['kind'],
  ReadonlyArray<{ id: string; request: ExclusionRequest }>
>;

/** When an exclusion asked for now would end (calendar months in UTC, as the platform counts). */
export const exclusionEnd = (request: ExclusionRequest, now: number): number => {
  if (request.kind === 'timeout') return now + request.hours * 3_600_000;
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + request.months);
  return end.getTime();
};

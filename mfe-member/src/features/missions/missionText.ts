import { type Mission, MONEY_MISSION_KINDS } from 'shared-contracts';

/** Whether a mission's target and progress are money (minor units) rather than a count. */
export const isMoneyMission = (mission: Pick<Mission, 'kind'>): boolean =>
  MONEY_MISSION_KINDS.includes(mission.kind);

/** Progress as a share of the target, 0..100, capped (the figure itself is not). */
export const progressPercent = ({ progress, target }: Pick<Mission, 'progress' | 'target'>) =>
  Math.min(100, Math.floor((progress * 100) / target));

/** The key of a mission's title: by kind, with or without a game category. */
export const missionTitleKey = (mission: Pick<Mission, 'kind' | 'category'>): string =>
  `missions.titles.${mission.kind}${mission.category ? 'InCategory' : ''}`;

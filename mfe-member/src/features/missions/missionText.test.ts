import { isMoneyMission, missionTitleKey, progressPercent } from './missionText';

describe('mission texts', () => {
  it('caps the progress share at 100 and rounds down', () => {
    expect(progressPercent({ progress: 0, target: 3 })).toBe(0);
    expect(progressPercent({ progress: 2, target: 3 })).toBe(66);
    expect(progressPercent({ progress: 12_000, target: 10_000 })).toBe(100);
  });

  it('names money kinds and picks the title by category', () => {
    expect(isMoneyMission({ kind: 'betAmount' })).toBe(true);
    expect(isMoneyMission({ kind: 'depositCount' })).toBe(false);
    expect(missionTitleKey({ kind: 'betAmount', category: 'RNG' })).toBe(
      'missions.titles.betAmountInCategory',
    );
    expect(missionTitleKey({ kind: 'depositCount', category: null })).toBe(
      'missions.titles.depositCount',
    );
  });
});

import { launchTargetOf } from './launchTarget';

const game = (overrides: Partial<Parameters<typeof launchTargetOf>[0]>) => ({
  accountTypeName: 'PG',
  gameType: 'RNG' as const,
  gameCode: 'PG_001',
  ...overrides,
});

describe('launch routing rules', () => {
  it('sends TCG_SEA games to the separate lottery view', () => {
    expect(
      launchTargetOf(
        game({ accountTypeName: 'TCG_SEA', gameType: 'ELOTT', gameCode: 'TCG_SEA_001' }),
      ),
    ).toEqual({
      kind: 'route',
      path: '/elott',
      search: '?gameCode=TCG_SEA_001',
    });
  });

  it('sends TCG_LOTTO_VN games to the Vietnam lottery', () => {
    expect(
      launchTargetOf(
        game({ accountTypeName: 'TCG_LOTTO_VN', gameType: 'LOTT', gameCode: 'TCG_LOTTO_VN_002' }),
      ),
    ).toEqual({ kind: 'route', path: '/vnlottery', search: '?gameCode=TCG_LOTTO_VN_002' });
  });

  it('sends other lottery and e-lottery games to /lottery with their code and play type', () => {
    expect(
      launchTargetOf(
        game({
          accountTypeName: 'TCG',
          gameType: 'LOTT',
          gameCode: 'TCG_001',
          defaultPlayType: 'SSC',
        }),
      ),
    ).toEqual({ kind: 'route', path: '/lottery', search: '?gameCode=TCG_001&playType=SSC' });
    expect(
      launchTargetOf(game({ accountTypeName: 'SGWIN', gameType: 'ELOTT', gameCode: 'SGWIN_003' })),
    ).toEqual({
      kind: 'route',
      path: '/lottery',
      search: '?gameCode=SGWIN_003',
    });
  });

  it('launches every other game through the launch call', () => {
    for (const gameType of [
      'RNG',
      'LIVE',
      'FISH',
      'PVP',
      'SPORTS',
      'ESPORTS',
      'INHOUSE',
    ] as const) {
      expect(launchTargetOf(game({ gameType }))).toEqual({ kind: 'launch' });
    }
  });
});

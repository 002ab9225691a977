import fs from 'node:fs';
import path from 'node:path';

import { missingFigures, SMOKE, unlistedBenches, unwiredBenchFiles } from './smoke.mjs';

const ROOT = path.join(__dirname, '..', '..');
const scriptsOf = (dir) =>
  JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')).scripts;
const rootScripts = scriptsOf('.');

describe('the bench smoke run', () => {
  it('knows every bench:* script of the root package.json, and no other', () => {
    expect(unlistedBenches(rootScripts)).toEqual([]);
    expect(Object.keys(SMOKE).filter((name) => !rootScripts[name])).toEqual([]);
  });

  it('has a bench:* script for every bench file', () => {
    const files = [
      ...fs
        .readdirSync(path.join(ROOT, 'tooling', 'scripts'))
        .filter((name) => /^bench-.*\.mjs$/.test(name)),
      ...fs
        .readdirSync(path.join(ROOT, 'platform-api', 'bench'))
        .filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts')),
      ...fs
        .readdirSync(path.join(ROOT, 'site-server', 'bench'))
        .filter((name) => name.endsWith('.mjs')),
    ];
    const commands = Object.entries(rootScripts)
      .filter(([name]) => name.startsWith('bench:'))
      .map(([, command]) => command);
    // `pnpm --filter platform-api bench` runs that package's own `bench` script.
    commands.push(scriptsOf('platform-api').bench);
    expect(files.length).toBeGreaterThan(8);
    expect(unwiredBenchFiles(files, commands)).toEqual([]);
    expect(unwiredBenchFiles(['bench-first-tap.mjs'], commands)).toEqual(['bench-first-tap.mjs']);
  });

  it('refuses a bench it does not know', () => {
    expect(unlistedBenches({ test: 'jest', 'bench:first-tap': 'node x.mjs' })).toEqual([
      'bench:first-tap',
    ]);
  });

  it('runs the site benches on the existing build and the others in-process', () => {
    for (const [name, { group, args = [] }] of Object.entries(SMOKE))
      expect([name, group, args.includes('--no-build')]).toEqual([
        name,
        ['bench:web', 'bench:lobby', 'bench:site'].includes(name) ? 'site' : 'platform',
        group === 'site',
      ]);
  });

  // The lottery bench's output at its small size (figures of a real run).
  const lottery = `lottery settlement benchmark (2 cores, node v20.20.2)
  placed 1000 open bets in 20 orders: 329 ms
  draw + settlement of 1002 bets in one run: 116 ms (target ≤ 2000 ms)
    lost: 746 bets, paid 0
    won: 254 bets, paid 181077
  payout credits through the ledger: 22 (181077 paid to players' wallets); payout pushes (one per member and batch): 22
`;

  it('accepts an output with every figure', () => {
    expect(missingFigures('bench:lottery', lottery)).toEqual([]);
  });

  it('names what is missing: a line cut short, nothing won, a NaN', () => {
    const cut = lottery.split('\n').slice(0, 3).join('\n');
    expect(missingFigures('bench:lottery', cut)).toHaveLength(2);
    expect(missingFigures('bench:lottery', lottery.replace('won: 254', 'won: 0'))).toEqual([
      expect.stringContaining('won:'),
    ]);
    expect(missingFigures('bench:lottery', lottery.replace('116 ms', 'NaN ms'))).toEqual([
      expect.stringContaining('settlement of'),
      'a figure is NaN',
    ]);
  });

  it("reads bench:web's first taps: a guest's first and repeat visit, a member's after a reload", () => {
    const tap = [
      'First tap (median of 1; benchmark index 1356; load average 4.39 4.85 4.90 before, 4.07 4.76 4.87 after):',
      '  /index        first visit dialog open 6629 ms ("Log in" shown 3619 ms, INP 56 ms); repeat visit dialog open 5641 ms ("Log in" shown 2296 ms, INP -)',
      '  /index        member after a reload deposit page open 4210 ms ("Deposit" shown 2900 ms, INP 88 ms)',
    ].join('\n');
    const firstTapCheck = SMOKE['bench:web'].expect.at(-1);
    expect(firstTapCheck.test(tap)).toBe(true);
    expect(
      firstTapCheck.test(
        tap.replace('repeat visit dialog open 5641 ms', 'repeat visit dialog open -'),
      ),
    ).toBe(false);
  });

  it('reads the platform load table: a target answering nothing is missing', () => {
    const table = [
      '| GET /wps/system/status | 147 | 265 | 32 | 117 | 545 | 15 | 135 | 0.49 |',
      '| GET /wps/system/whitelabel | 7262 | 225 | 43 | 119 | 1505 | 1 | 38 | 0.15 |',
      '| GET /wps/v2/wallets/balance (token) | 78 | 1040 | 7 | 45 | 3481 | 0 | 22 | 0.30 |',
      '| GET /lgw/games/game_menus | 3618 | 930 | 7 | 45 | 11708 | 0 | 5 | 0.08 |',
    ].join('\n');
    expect(missingFigures('bench:api', table)).toEqual([]);
    expect(missingFigures('bench:api', table.replace('| 78 | 1040 |', '| 78 | 0 |'))).toHaveLength(
      1,
    );
  });
});

// Another platform process for the settlement tests: opens the same database file, waits for
// the go file (so that two runners start together), runs the draw engine once at the given
// time with small batches, and prints its report.
// Usage: tsx lotteryRunner.ts <db file> <now ms> <batch size> <go file>
import { existsSync } from 'node:fs';

import { createLottery } from '../../src/areas/lottery/lottery';
import { createClock } from '../../src/areas/member/clock';
import { openDatabase } from '../../src/db/database';
import { createBalanceReader } from '../../src/ledger/accounts';
import { createLedger } from '../../src/ledger/ledger';

const [dbPath = '', nowText = '0', batchText = '50', goFile = ''] = process.argv.slice(2);
const db = openDatabase(dbPath);
const lottery = createLottery({
  db,
  ledger: createLedger(db),
  balances: createBalanceReader(db),
  clock: createClock(),
});
const pause = new Int32Array(new SharedArrayBuffer(4));
while (goFile && !existsSync(goFile)) Atomics.wait(pause, 0, 0, 2);
const report = lottery.runDue(Number(nowText), Number(batchText));
process.stdout.write(JSON.stringify(report));
db.close();

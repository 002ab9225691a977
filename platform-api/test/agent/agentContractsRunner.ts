// Another platform process for the agent settlement tests: opens the same database file, waits
// for the go file (so that two runners start together), runs the agent settlement once at the
// given time with the given batch size, and prints its report.
// Usage: tsx agentContractsRunner.ts <db file> <now ms> <batch size> <go file>
import { existsSync } from 'node:fs';

import { createAgentContractEngine } from '../../src/areas/agent/contracts/engine';
import { createClock } from '../../src/areas/member/clock';
import { openDatabase } from '../../src/db/database';
import { createLedger } from '../../src/ledger/ledger';

const [dbPath = '', nowText = '0', batchText = '50', goFile = ''] = process.argv.slice(2);
const db = openDatabase(dbPath);
const engine = createAgentContractEngine({ db, ledger: createLedger(db), clock: createClock() });
const pause = new Int32Array(new SharedArrayBuffer(4));
while (goFile && !existsSync(goFile)) Atomics.wait(pause, 0, 0, 2);
const report = engine.runDue(Number(nowText), { batchSize: Number(batchText) });
process.stdout.write(JSON.stringify(report));
db.close();

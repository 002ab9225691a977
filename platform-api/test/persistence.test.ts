import { rmSync } from 'node:fs';
import path from 'node:path';

import { buildApp } from '../src/app';
import { listMigrations } from '../src/db/migrate';
import { bearer, loginAs, tempDir, testConfig } from './testApp';

describe('persistence', () => {
  it('keeps members, sessions and money across a restart, without re-seeding', async () => {
    const dir = tempDir();
    const config = testConfig({}, dir);
    try {
      const first = await buildApp(config);
      const token = await loginAs(first, 'demo', 'Demo1234!');
      await first.inject({
        method: 'POST',
        url: '/wps/v2/wallets/transfer',
        headers: { ...bearer(token), 'idempotency-key': 'persist-key-01' },
        payload: { from: 'MAIN', to: 'SABA', amount: 777 },
      });
      const before = (
        await first.inject({
          method: 'GET',
          url: '/wps/member/info/funds/consolidated',
          headers: bearer(token),
        })
      ).json();
      const members = first.platform.db.prepare('SELECT COUNT(*) FROM members').pluck().get();
      await first.close();

      const second = await buildApp(config);
      const after = (
        await second.inject({
          method: 'GET',
          url: '/wps/member/info/funds/consolidated',
          headers: bearer(token),
        })
      ).json();
      expect(after).toEqual(before);
      expect(
        after.value.wallets.find((w: { walletId: string }) => w.walletId === 'SABA').balance,
      ).toBe(777);
      expect(second.platform.db.prepare('SELECT COUNT(*) FROM members').pluck().get()).toBe(
        members,
      );
      const versions = second.platform.db
        .prepare('SELECT version FROM schema_migrations ORDER BY version')
        .pluck()
        .all();
      expect(versions).toEqual(listMigrations().map((m) => m.version));
      await second.close();
      expect(path.basename(config.dbPath)).toBe('platform.db');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

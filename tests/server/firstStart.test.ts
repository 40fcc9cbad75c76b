// What a child process must do before the server first opens its database
// (src/server/firstStart.ts): create, migrate and fill an embedded database that does not exist.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@/server/config';
import { openAndMigrate } from '@/server/bootstrap';
import { firstStartCommand } from '@/server/firstStart';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-first-start-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('prepares a missing embedded database with the demo, or only migrates it without', () => {
  const dataDir = path.join(dir, 'missing');
  expect(firstStartCommand(loadConfig({ DATA_DIR: dataDir }))).toBe('seed-demo');
  expect(firstStartCommand(loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'never' }))).toBe('migrate');
  // Deciding creates nothing: the child process does.
  expect(fs.existsSync(dataDir)).toBe(false);
});

it('leaves an existing embedded database, and PostgreSQL, to the server', async () => {
  const config = loadConfig({ DATA_DIR: path.join(dir, 'existing') });
  const { handle } = await openAndMigrate(config);
  await handle.close();
  expect(firstStartCommand(config)).toBeNull();
  expect(firstStartCommand(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db' }))).toBeNull();
});

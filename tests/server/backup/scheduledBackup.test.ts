// Scheduled backups: a schedule only while BACKUP_DIR is set, archives named by their UTC time,
// the newest BACKUP_KEEP kept (older ones deleted once the new one is complete), each archive
// a complete, verifiable backup; no partial file is left in the folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DateTime } from 'luxon';
import {
  BACKUP_QUEUE,
  ensureBackupSchedule,
  runScheduledBackup,
  scheduledArchiveName,
  verifyArchive,
} from '@/server/backup';
import { startTestServer, type TestServer } from '../../support/testServer';

jest.setTimeout(300_000);

let server: TestServer;
let dir: string;

beforeAll(async () => {
  server = await startTestServer({ demo: false });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-scheduled-'));
});

afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const schedule = () =>
  server.db
    .selectFrom('job_schedules')
    .select(['queue', 'cadence'])
    .where('name', '=', BACKUP_QUEUE)
    .executeTakeFirst();

it('schedules every BACKUP_EVERY hours only while BACKUP_DIR is set', async () => {
  await ensureBackupSchedule(server.db, { backup: { dir, everyHours: 6, keep: 2 } });
  expect(await schedule()).toEqual({ queue: BACKUP_QUEUE, cadence: { every_minutes: 360 } });
  await ensureBackupSchedule(server.db, { backup: null });
  expect(await schedule()).toBeUndefined();
});

it('keeps the newest BACKUP_KEEP archives, each one complete', async () => {
  const config = { ...server.config, backup: { dir, everyHours: 24, keep: 2 } };
  // Not the server's: another installation's archive in the same folder is never deleted.
  fs.writeFileSync(path.join(dir, 'otro.tar.gz'), 'x');
  const start = DateTime.fromISO('2026-11-01T03:00:00Z');
  const results = [];
  for (let day = 0; day < 3; day++) {
    results.push(await runScheduledBackup(server.db, config, start.plus({ days: day }).toJSDate()));
  }
  expect(results[2]!.deleted).toEqual([scheduledArchiveName(start.toJSDate())]);
  expect(fs.readdirSync(dir).sort()).toEqual([
    'otro.tar.gz',
    'surtidor-20261102T030000Z.tar.gz',
    'surtidor-20261103T030000Z.tar.gz',
  ]);
  const manifest = await verifyArchive(path.join(dir, 'surtidor-20261103T030000Z.tar.gz'));
  expect(manifest.database).toBe(server.kind);
  expect(await runScheduledBackup(server.db, { ...server.config, backup: null })).toBeNull();
});

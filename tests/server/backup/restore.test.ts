// An archive of an older Surtidor (its database one migration behind this build) is restored at
// its own migration, then migrated up in the same transaction.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { makeBackup, restoreInto, verifyArchive } from '@/server/backup';
import { openDatabase, type DatabaseHandle } from '@/server/db/database';
import { migrations } from '@/server/db/migrations';
import { onPostgres, postgresUrl } from '../../support/databaseKind';
import { createPostgresDatabase } from '../../support/testServer';

jest.setTimeout(300_000);

const names = Object.keys(migrations).sort();
const drops: (() => Promise<void>)[] = [];
let work: string;

async function database(): Promise<DatabaseHandle> {
  const created = onPostgres ? await createPostgresDatabase(postgresUrl!) : null;
  if (created) drops.push(created.drop);
  return openDatabase({ databaseUrl: created?.url ?? null, pgliteDir: 'memory', poolSize: 2 });
}

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-older-'));
});

afterAll(async () => {
  for (const drop of drops) await drop();
  fs.rmSync(work, { recursive: true, force: true });
});

it('restores an archive one migration behind, then migrates it up', async () => {
  const older = await database();
  const file = path.join(work, 'anterior.tar.gz');
  try {
    const migrator = new Migrator({
      db: older.db,
      provider: { getMigrations: async () => migrations },
    });
    const previous = names[names.length - 2]!;
    expect((await migrator.migrateTo(previous)).error).toBeUndefined();
    await sql`insert into customers (name, legal_name) values ('Gasolinera Antigua', 'Antigua S.A.')`.execute(
      older.db,
    );
    await makeBackup({
      db: older.db,
      kind: older.kind,
      storage: { driver: 'local', dir: work },
      to: file,
    });
  } finally {
    await older.close();
  }
  const manifest = await verifyArchive(file);
  expect(manifest.migrations).toEqual(names.slice(0, -1));

  const target = await database();
  try {
    const { upgraded } = await restoreInto(target.db, {
      file,
      manifest,
      force: false,
      filesDir: null,
    });
    expect(upgraded).toEqual([names[names.length - 1]]);
    const { rows } = await sql<{ name: string }>`
      select name from customers where name = 'Gasolinera Antigua'`.execute(target.db);
    expect(rows).toHaveLength(1);
    const applied = await sql<{ count: number }>`
      select count(*)::int as count from kysely_migration`.execute(target.db);
    expect(applied.rows[0]!.count).toBe(names.length);
  } finally {
    await target.close();
  }
});

// migrateToLatest: an empty database is migrated to this build's schema; one already there is
// left as it is; one migrated by a newer version (a migration this build does not know) is
// refused with a Spanish message naming it, and nothing is changed.
import { sql } from 'kysely';
import { migrateToLatest, NewerDatabaseError } from '@/server/db/migrate';
import { migrations } from '@/server/db/migrations';
import { migrationDatabaseForFile } from '../../support/migrationDatabase';

const database = migrationDatabaseForFile();
const latest = Object.keys(migrations).sort().at(-1)!;

const appliedNames = async () =>
  (
    await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
      database().db,
    )
  ).rows.map((row) => row.name);

it('migrates an empty database to the latest migration, then applies nothing more', async () => {
  const applied = await migrateToLatest(database().db);
  expect(applied).toEqual(Object.keys(migrations).sort());
  expect(await migrateToLatest(database().db)).toEqual([]);
  expect((await appliedNames()).at(-1)).toBe(latest);
});

it('refuses a database migrated by a newer version, naming its migrations, and changes nothing', async () => {
  const db = database().db;
  await migrateToLatest(db);
  await sql`insert into kysely_migration (name, timestamp)
    values ('9999_from_a_newer_version', ${new Date().toISOString()})`.execute(db);
  const before = await appliedNames();

  const refused = migrateToLatest(db);
  await expect(refused).rejects.toBeInstanceOf(NewerDatabaseError);
  await expect(refused).rejects.toThrow(
    /versión más nueva de Surtidor \(migraciones que esta versión no conoce: 9999_from_a_newer_version\)/,
  );
  expect(await appliedNames()).toEqual(before);
});

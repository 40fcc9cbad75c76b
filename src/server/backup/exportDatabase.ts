// The database's half of a backup: every table of the public schema read in one REPEATABLE
// READ, READ ONLY transaction, so the archive is one consistent moment while writes go on
// (PostgreSQL: other connections keep writing; PGlite: its one connection is held for the
// export, and requests wait for it — see docs/backups.md for how long). Rows leave through a
// cursor in batches, as row_to_json lines, never a whole table in memory.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { tableEntry, type SequenceManifest, type TableManifest } from './format';

/** Kysely's own bookkeeping: the manifest lists the migrations, restore's migrator writes them. */
export const MIGRATION_TABLES = ['kysely_migration', 'kysely_migration_lock'];
const FETCH_ROWS = 2000;

/**
 * The public schema's tables, each after the tables its foreign keys point to, so that a
 * restore inserting them in this order never meets a missing parent.
 */
export async function tablesInDependencyOrder(db: Kysely<Database>): Promise<string[]> {
  const tables = await sql<{ name: string }>`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
    order by c.relname`.execute(db);
  const references = await sql<{ child: string; parent: string }>`
    select c.relname as child, p.relname as parent
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
    join pg_namespace n on n.oid = c.relnamespace
    where k.contype = 'f' and n.nspname = 'public' and k.conrelid <> k.confrelid`.execute(db);
  const names = tables.rows.map((row) => row.name).filter((n) => !MIGRATION_TABLES.includes(n));
  const parents = new Map(names.map((name) => [name, new Set<string>()]));
  for (const { child, parent } of references.rows) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < names.length) {
    const ready = names.filter(
      (name) => !placed.has(name) && [...parents.get(name)!].every((p) => placed.has(p)),
    );
    if (ready.length === 0) throw new Error('foreign keys form a cycle: no restore order');
    for (const name of ready) {
      ordered.push(name);
      placed.add(name);
    }
  }
  return ordered;
}

export interface ExportedTable extends TableManifest {
  /** The staged lines, to be put in the archive as `entry`. */
  file: string;
}

export interface DatabaseExport {
  migrations: string[];
  tables: ExportedTable[];
  sequences: SequenceManifest[];
  /** How long the snapshot (PGlite: the one connection) was held. */
  exportMs: number;
}

async function exportTable(
  trx: Transaction<Database>,
  table: string,
  index: number,
  stagingDir: string,
): Promise<ExportedTable> {
  const entry = tableEntry(index, table);
  const file = path.join(stagingDir, path.basename(entry));
  const out = fs.createWriteStream(file, { mode: 0o600 });
  const failed = once(out, 'error').then(([error]) => Promise.reject(error as Error));
  failed.catch(() => undefined);
  const hash = crypto.createHash('sha256');
  let rows = 0;
  await sql`declare backup_rows no scroll cursor for
    select row_to_json(t)::text as line from ${sql.table(table)} t`.execute(trx);
  for (;;) {
    const batch = await sql<{ line: string }>`fetch forward ${sql.lit(FETCH_ROWS)}
      from backup_rows`.execute(trx);
    if (batch.rows.length === 0) break;
    const text = batch.rows.map((row) => row.line).join('\n') + '\n';
    rows += batch.rows.length;
    hash.update(text);
    if (!out.write(text)) await Promise.race([once(out, 'drain'), failed]);
    if (batch.rows.length < FETCH_ROWS) break;
  }
  await sql`close backup_rows`.execute(trx);
  out.end();
  await Promise.race([once(out, 'finish'), failed]);
  return { name: table, entry, rows, sha256: hash.digest('hex'), file };
}

/** Exports every table into `stagingDir` (one file per table) from one snapshot. */
export async function exportDatabase(
  db: Kysely<Database>,
  stagingDir: string,
): Promise<DatabaseExport> {
  let startedAt = 0;
  const result = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      startedAt = performance.now();
      // Timestamps as UTC text, whatever the server's zone: the lines compare across databases.
      await sql`set local timezone = 'UTC'`.execute(trx);
      await sql`set local statement_timeout = 0`.execute(trx);
      const migrations = await sql<{ name: string }>`
        select name from kysely_migration order by name`.execute(trx);
      const tables: ExportedTable[] = [];
      const order = await tablesInDependencyOrder(trx);
      for (const [index, table] of order.entries()) {
        tables.push(await exportTable(trx, table, index, stagingDir));
      }
      // Not transactional: a value read now is at least the snapshot's, which is what a
      // restore needs (no id handed out twice).
      const sequences = await sql<{ name: string; last_value: string; is_called: boolean }>`
        select s.sequencename as name, coalesce(s.last_value, s.start_value)::text as last_value,
               s.last_value is not null as is_called
        from pg_sequences s where s.schemaname = 'public' order by s.sequencename`.execute(trx);
      return {
        migrations: migrations.rows.map((row) => row.name),
        tables,
        sequences: sequences.rows.map((row) => ({
          name: row.name,
          lastValue: row.last_value,
          isCalled: row.is_called,
        })),
      };
    });
  return { ...result, exportMs: Math.round(performance.now() - startedAt) };
}

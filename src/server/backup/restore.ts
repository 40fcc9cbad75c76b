// Restore: the archive is verified first (verifyArchive), then read again into the target in
// ONE transaction — migrations up to the archive's, every table's rows, the sequences, then the
// migrations the archive predates — so a failure leaves nothing half restored. The embedded
// database is restored into a new folder put in place only when complete; stored files go to
// a folder beside the storage one, renamed into place after the database.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { migrations as knownMigrations } from '../db/migrations';
import type { Database } from '../db/schema';
import { checkKey } from '../storage/objectKeys';
import { readArchive, type ArchiveEntry } from './archive';
import { serverAnswersOn } from './controlSocket';
import { BackupError, FILE_PREFIX, type Manifest, type TableManifest } from './format';
import { localStorageIsEmpty } from './storedFiles';
import { tamperedMessage, verifyArchive } from './verifyArchive';

/** Rows per INSERT ... json_populate_recordset, and bytes, whichever comes first. */
const BATCH_ROWS = 1000;
const BATCH_BYTES = 4 * 1024 * 1024;

const NOT_EMPTY =
  'La base de datos de destino no está vacía: la restauración no la sobrescribe sin --force ' +
  '(que reemplaza todo su contenido). No se restauró nada.';
const STORAGE_NOT_EMPTY = (dir: string) =>
  `La carpeta de archivos ${dir} no está vacía: la restauración no la sobrescribe sin --force. ` +
  'No se restauró nada.';
const SERVER_RUNNING = (dir: string) =>
  `Hay un servidor de Surtidor en marcha sobre ${dir}: detenlo antes de restaurar. No se ` +
  'restauró nada.';

async function migrate(db: Kysely<Database>, names: string[] | null): Promise<string[]> {
  const source: Record<string, Migration> = names
    ? Object.fromEntries(names.map((name) => [name, knownMigrations[name]!]))
    : knownMigrations;
  // Inside the restore's transaction: Kysely must not open (and commit) its own.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => source },
    disableTransactions: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).map((r) => r.migrationName);
}

async function insertBatch(
  db: Kysely<Database>,
  table: string,
  columns: string[],
  lines: string[],
): Promise<void> {
  const list = sql.join(columns.map((column) => sql.ref(column)));
  // OVERRIDING SYSTEM VALUE: identity columns keep the archived ids.
  await sql`insert into ${sql.table(table)} (${list}) overriding system value
    select ${list} from json_populate_recordset(null::${sql.table(table)},
      ${`[${lines.join(',')}]`}::json)`.execute(db);
}

async function importTable(
  db: Kysely<Database>,
  table: TableManifest,
  entry: ArchiveEntry,
): Promise<void> {
  const columns = await sql<{ name: string }>`
    select attname as name from pg_attribute
    where attrelid = ${`public.${table.name}`}::regclass and attnum > 0 and not attisdropped
      and attgenerated = '' order by attnum`.execute(db);
  const names = columns.rows.map((row) => row.name);
  const hash = crypto.createHash('sha256');
  const decoder = new StringDecoder('utf8');
  let rest = '';
  let batch: string[] = [];
  let batchBytes = 0;
  let rows = 0;
  for await (const chunk of entry.body) {
    hash.update(chunk);
    const lines = (rest + decoder.write(chunk)).split('\n');
    rest = lines.pop()!;
    for (const line of lines) {
      batch.push(line);
      batchBytes += line.length;
      rows += 1;
      if (batch.length >= BATCH_ROWS || batchBytes >= BATCH_BYTES) {
        await insertBatch(db, table.name, names, batch);
        batch = [];
        batchBytes = 0;
      }
    }
  }
  if (batch.length > 0) await insertBatch(db, table.name, names, batch);
  // Checked again: the archive may have changed since it was verified.
  if (rest + decoder.end() !== '' || rows !== table.rows || hash.digest('hex') !== table.sha256) {
    throw new BackupError(tamperedMessage(`La tabla ${table.name}`));
  }
}

/** Writes a stored file of the archive under `dir` (a fresh folder). */
async function extractFile(dir: string, entry: ArchiveEntry, manifest: Manifest): Promise<void> {
  const key = entry.path.slice(FILE_PREFIX.length);
  if (entry.type === 'Directory') {
    await fs.promises.mkdir(path.join(dir, ...checkKey(key, 'folder').split('/')), {
      recursive: true,
    });
    return;
  }
  const file = path.join(dir, ...checkKey(key).split('/'));
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const out = fs.createWriteStream(file, { flags: 'wx' });
  const hash = crypto.createHash('sha256');
  for await (const chunk of entry.body) {
    hash.update(chunk);
    if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
  const expected =
    manifest.storage.driver === 'local'
      ? manifest.storage.files.find((stored) => stored.key === key)
      : undefined;
  if (!expected || expected.sha256 !== hash.digest('hex')) {
    throw new BackupError(tamperedMessage(`El archivo ${key}`));
  }
}

export interface RestoreIntoOptions {
  file: string;
  manifest: Manifest;
  /** Replace a database that is not empty (PostgreSQL: drops and recreates the public schema). */
  force: boolean;
  /** Local storage folder to extract the stored files into (a fresh one); null = skip them. */
  filesDir: string | null;
}

/** Restores a verified archive into `db` in one transaction; returns the migrations run after. */
export async function restoreInto(
  db: Kysely<Database>,
  options: RestoreIntoOptions,
): Promise<{ upgraded: string[] }> {
  const { manifest } = options;
  const tables = new Map(manifest.tables.map((table) => [table.entry, table]));
  return db.connection().execute(async (conn) => {
    await sql`begin`.execute(conn);
    try {
      await sql`set local statement_timeout = 0`.execute(conn);
      await sql`set local timezone = 'UTC'`.execute(conn);
      const existing = await sql<{ count: number }>`
        select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p')`.execute(conn);
      if (existing.rows[0]!.count > 0) {
        if (!options.force) throw new BackupError(NOT_EMPTY);
        await sql`drop schema public cascade`.execute(conn);
        await sql`create schema public`.execute(conn);
      }
      await migrate(conn, manifest.migrations);
      // The rows migrations seed (roles...) come back from the archive; user triggers (data
      // versions) would count the restore as a change of the rows it brings back.
      const all = sql.join(manifest.tables.map((table) => sql.table(table.name)));
      await sql`truncate table ${all}`.execute(conn);
      for (const table of manifest.tables) {
        await sql`alter table ${sql.table(table.name)} disable trigger user`.execute(conn);
      }
      const seen = new Set<string>();
      for await (const entry of readArchive(options.file)) {
        const table = tables.get(entry.path);
        if (table) {
          await importTable(conn, table, entry);
          seen.add(table.entry);
        } else if (entry.path.startsWith(FILE_PREFIX) && options.filesDir) {
          await extractFile(options.filesDir, entry, manifest);
        }
      }
      if (seen.size !== tables.size) throw new BackupError(tamperedMessage('El contenido'));
      for (const table of manifest.tables) {
        await sql`alter table ${sql.table(table.name)} enable trigger user`.execute(conn);
      }
      for (const sequence of manifest.sequences) {
        await sql`select setval(${`public.${sequence.name}`}::regclass,
          ${sequence.lastValue}::bigint, ${sequence.isCalled})`.execute(conn);
      }
      const upgraded = await migrate(conn, null);
      await sql`commit`.execute(conn);
      return { upgraded };
    } catch (error) {
      await sql`rollback`.execute(conn).catch(() => undefined);
      throw error;
    }
  });
}

export type RestoreTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export interface RestoreOptions {
  file: string;
  target: RestoreTarget;
  /** The target's local storage folder; null when it stores files in S3. */
  storageDir: string | null;
  force: boolean;
  /** Where the embedded server's control socket would be (a running server refuses). */
  dataDir: string;
}

export interface RestoreSummary {
  manifest: Manifest;
  upgraded: string[];
  files: number;
  totalMs: number;
}

const tag = () => crypto.randomBytes(4).toString('hex');

/** Moves `fresh` to `final`; the folder it replaces (with force) is deleted afterwards. */
async function putInPlace(fresh: string, final: string): Promise<void> {
  const old = `${final}.replaced-${tag()}`;
  const hadOld = fs.existsSync(final);
  if (hadOld) await fs.promises.rename(final, old);
  await fs.promises.rename(fresh, final);
  if (hadOld) await fs.promises.rm(old, { recursive: true, force: true });
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreSummary> {
  const started = performance.now();
  if (await serverAnswersOn(options.dataDir))
    throw new BackupError(SERVER_RUNNING(options.dataDir));
  const manifest = await verifyArchive(options.file);
  const pgliteDir =
    options.target.kind === 'pglite' ? path.join(options.target.dataDir, 'pglite') : null;
  // Refused before anything is created (PostgreSQL's own check runs in the transaction).
  if (pgliteDir && fs.existsSync(path.join(pgliteDir, 'PG_VERSION')) && !options.force) {
    throw new BackupError(NOT_EMPTY);
  }
  const restoreFiles = options.storageDir !== null && manifest.storage.driver === 'local';
  if (restoreFiles && !options.force && !localStorageIsEmpty(options.storageDir!)) {
    throw new BackupError(STORAGE_NOT_EMPTY(options.storageDir!));
  }
  const filesDir = restoreFiles ? `${options.storageDir!}.restoring-${tag()}` : null;
  const freshPglite = pgliteDir
    ? path.join(path.dirname(pgliteDir), `.pglite-restoring-${tag()}`)
    : null;
  let handle: DatabaseHandle | null = null;
  try {
    if (filesDir) await fs.promises.mkdir(filesDir, { recursive: true });
    handle = await openDatabase(
      options.target.kind === 'pglite'
        ? { databaseUrl: null, pgliteDir: freshPglite! }
        : { databaseUrl: options.target.url, poolSize: 1 },
    );
    const { upgraded } = await restoreInto(handle.db, {
      file: options.file,
      manifest,
      force: options.force,
      filesDir,
    });
    await handle.close();
    handle = null;
    if (freshPglite) await putInPlace(freshPglite, pgliteDir!);
    if (filesDir) await putInPlace(filesDir, options.storageDir!);
    return {
      manifest,
      upgraded,
      files: manifest.storage.driver === 'local' ? manifest.storage.files.length : 0,
      totalMs: Math.round(performance.now() - started),
    };
  } finally {
    await handle?.close();
    if (freshPglite) await fs.promises.rm(freshPglite, { recursive: true, force: true });
    if (filesDir) await fs.promises.rm(filesDir, { recursive: true, force: true });
  }
}

// A migrated database (with or without the demo data set) made once and copied for each test
// server, instead of migrating and loading the demo again in every test file (the demo alone
// took most of a server test file's start):
// - PGlite: a tarball of the data folder (dumpDataDir) in the temporary folder, loaded into a
//   fresh in-memory database (loadDataDir);
// - PostgreSQL: a template database on that server, copied with CREATE DATABASE ... TEMPLATE.
// Templates are named by a fingerprint of the server's sources (migrations, demo, anything it
// calls) and shared by every Jest worker; Jest's global set-up makes them before the test files
// start (globalSetupServer.cjs), and whoever finds one missing or expired makes it again. The
// demo's rows are dated from the moment it loads (cameras seen "now", sales up to today), so
// a demo template serves for TEMPLATE_MAX_AGE_MS only: its copies are at most minutes old.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Client as PgClient } from 'pg';
import { openDatabase, type DatabaseHandle } from '@/server/db/database';
import type { DemoSummary } from '@/server/demo/loadDemo';
import { createStorage, type ObjectStorage } from '@/server/storage';
import { withFileLock } from './fileLock';

/**
 * How long a template with the demo serves (its rows are dated from when it was made): longer
 * than a run of the server tests, so that the one made by the global set-up serves them all and
 * none is made again within a test's time limit; the global set-up makes a fresh one each run.
 */
export const TEMPLATE_MAX_AGE_MS = 20 * 60_000;

/** The global set-up takes an existing template only when it is this recent. */
const SETUP_MAX_AGE_MS = 60_000;

const root = path.resolve(__dirname, '../..');
const TEMPLATE_DIR = path.join(os.tmpdir(), 'surtidor-test-templates');

let cachedFingerprint: string | undefined;

/**
 * Every file the server is made of and this file (path, size, modification time), and PGlite's
 * version.
 */
export function sourceFingerprint(): string {
  if (cachedFingerprint) return cachedFingerprint;
  const hash = crypto.createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const stat = fs.statSync(full);
        hash.update(`${path.relative(root, full)}:${stat.size}:${stat.mtimeMs}\n`);
      }
    }
  };
  walk(path.join(root, 'src/server'));
  walk(path.join(root, 'src/lib'));
  // What fills a template (this file: the demo's passwords at a test cost).
  const self = fs.statSync(__filename);
  hash.update(`${path.relative(root, __filename)}:${self.size}:${self.mtimeMs}\n`);
  hash.update(fs.readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json')));
  cachedFingerprint = hash.digest('hex').slice(0, 16);
  return cachedFingerprint;
}

/** The template's name: what it is made of, and whether it holds the demo. */
export function templateName(demo: boolean): string {
  return `surtidor_tpl_${sourceFingerprint()}_${demo ? 'demo' : 'bare'}`;
}

/** A template made at `madeAt` still serves (the demo's rows are dated from then). */
const fresh = (demo: boolean, madeAt: number, maxAge: number) =>
  !demo || Date.now() - madeAt < maxAge;

/** Makes a fresh database's contents: the migrations, then the demo data set if asked. */
async function fill(handle: DatabaseHandle, demo: boolean): Promise<DemoSummary | null> {
  // Imported here: only the global set-up (or a template found expired) fills one, and every
  // test file that copies a template would otherwise load the migrations and the whole demo.
  const { migrateToLatest } = await import('@/server/db/migrate');
  await migrateToLatest(handle.db);
  if (!demo) return null;
  const { loadDemo } = await import('@/server/demo/loadDemo');
  const summary = await loadDemo(handle.db, { storage: demoObjectsStorage() });
  await cheapenDemoPasswords(handle);
  return summary;
}

/**
 * The demo accounts' shared password hashed again at a test cost (scrypt N=1024 instead of
 * 16384): a sign-in checks it at the cost the hash names, about 50 ms of CPU at the product's
 * cost, and the server tests sign in some thousands of times. Same password, same format, same
 * code path (the cost is read from the hash).
 */
async function cheapenDemoPasswords(handle: DatabaseHandle): Promise<void> {
  const { hashPassword } = await import('@/server/modules/auth/passwordHash');
  const { DEMO_PASSWORD } = await import('@/server/demo/demoDataSet');
  const cheap = await hashPassword(DEMO_PASSWORD, { N: 1024, r: 8, p: 1 });
  // Every demo account shares one hash (loadDemo hashes the password once).
  const demoHash = await handle.db
    .selectFrom('users')
    .select('password_hash')
    .orderBy('id')
    .executeTakeFirst();
  if (!demoHash) return;
  await handle.db
    .updateTable('users')
    .set({ password_hash: cheap })
    .where('password_hash', '=', demoHash.password_hash)
    .execute();
}

/**
 * The demo's documents (report PDFs, photos) are objects, not rows: the template keeps them in a
 * folder of its own (deterministic, so shared by every template version and database), and each
 * test server gets a copy in its own storage (copyDemoObjects).
 */
const DEMO_OBJECTS_DIR = path.join(TEMPLATE_DIR, 'demo-objects');

const demoObjectsStorage = () =>
  createStorage({ driver: 'local', dir: DEMO_OBJECTS_DIR }, crypto.randomBytes(32).toString('hex'));

/** Puts the demo's documents in `target` (a test server's storage), keeping what is there. */
export async function copyDemoObjects(target: ObjectStorage): Promise<void> {
  const walk = async (dir: string, prefix: string): Promise<void> => {
    const entries = fs.readdirSync(dir, { withFileTypes: true });
    if (entries.length === 0 && prefix) await target.createFolder(prefix);
    for (const entry of entries) {
      // The local driver's own folders (staging) start with a dot.
      if (entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full, `${prefix}${entry.name}/`);
      else if (!(await target.head(`${prefix}${entry.name}`))) {
        await target.put(`${prefix}${entry.name}`, fs.readFileSync(full));
      }
    }
  };
  await walk(DEMO_OBJECTS_DIR, '');
}

export interface TestDatabase {
  handle: DatabaseHandle;
  demo: DemoSummary | null;
  /** PostgreSQL: the database's URL; PGlite: null. */
  url: string | null;
  /** Closes the handle and (PostgreSQL) drops the database. */
  close(): Promise<void>;
}

// --- PGlite -------------------------------------------------------------------------------

interface PGliteTemplate {
  tarball: Uint8Array;
  demo: DemoSummary | null;
}

function readPGliteTemplate(name: string, demo: boolean, maxAge: number): PGliteTemplate | null {
  const file = path.join(TEMPLATE_DIR, `${name}.tar`);
  try {
    if (!fresh(demo, fs.statSync(file).mtimeMs, maxAge)) return null;
    const summary = JSON.parse(fs.readFileSync(`${file}.json`, 'utf8')) as DemoSummary | null;
    // Read for each database: its bytes are moved to that database's worker (pgliteLoad).
    return { tarball: fs.readFileSync(file), demo: summary };
  } catch {
    return null;
  }
}

/** Written under a unique name, then renamed: another worker never reads half a file. */
function writeAtomically(file: string, data: string | Uint8Array): void {
  const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  fs.writeFileSync(partial, data);
  fs.renameSync(partial, file);
}

async function makePGliteTemplate(name: string, demo: boolean): Promise<PGliteTemplate> {
  const maker = await openDatabase({ databaseUrl: null, pgliteDir: 'memory' });
  try {
    const summary = await fill(maker, demo);
    const tarball = await compactDump(maker);
    // The summary first: a reader finding the tarball finds its summary.
    writeAtomically(path.join(TEMPLATE_DIR, `${name}.tar.json`), JSON.stringify(summary));
    writeAtomically(path.join(TEMPLATE_DIR, `${name}.tar`), tarball);
    return { tarball, demo: summary };
  } finally {
    await maker.close();
  }
}

/**
 * The data folder's tarball without the WAL segments a start does not read. After loading the
 * demo PGlite's folder holds six 16 MB segments (100 of its 168 MB), and every test server
 * copies the whole tarball into its worker and unpacks it. After a checkpoint, recovery reads
 * only the segment holding the checkpoint record; the others are spent or recycled ahead of use
 * (PostgreSQL makes new ones as it needs them).
 */
async function compactDump(handle: DatabaseHandle): Promise<Uint8Array> {
  const { sql } = await import('kysely');
  // template0 and template1 (15 MB of every tarball) only serve CREATE DATABASE, which nothing
  // runs on the embedded database.
  for (const name of ['template0', 'template1']) {
    await sql`alter database ${sql.id(name)} is_template false`.execute(handle.db);
    await sql`drop database ${sql.id(name)}`.execute(handle.db);
  }
  await sql`checkpoint`.execute(handle.db);
  const { rows } = await sql<{ segment: string }>`
    select pg_walfile_name(redo_lsn) as segment from pg_control_checkpoint()`.execute(handle.db);
  const keep = rows[0]!.segment;
  return withoutTarEntries(await handle.dump!(), (name) => {
    const segment = /(?:^|\/)pg_wal\/([0-9A-F]{24})$/.exec(name)?.[1];
    return segment !== undefined && segment !== keep;
  });
}

/** A POSIX tar archive without the entries `drop` names (512-byte headers, padded bodies). */
function withoutTarEntries(tar: Uint8Array, drop: (name: string) => boolean): Uint8Array {
  const text = (at: number, length: number) =>
    Buffer.from(tar.subarray(at, at + length))
      .toString('latin1')
      .replace(/\0.*$/s, '');
  const kept: Uint8Array[] = [];
  let offset = 0;
  while (offset + 512 <= tar.length && tar.subarray(offset, offset + 512).some((byte) => byte)) {
    const size = parseInt(text(offset + 124, 12).trim() || '0', 8);
    const end = offset + 512 + Math.ceil(size / 512) * 512;
    const prefix = text(offset + 257, 6).startsWith('ustar') ? text(offset + 345, 155) : '';
    const name = prefix ? `${prefix}/${text(offset, 100)}` : text(offset, 100);
    if (!drop(name)) kept.push(tar.subarray(offset, end));
    offset = end;
  }
  kept.push(new Uint8Array(1024)); // the end-of-archive marker: two zero blocks
  return Buffer.concat(kept);
}

/** The template's tarball, made now unless a fresh one is there already. */
async function pgliteTemplate(
  demo: boolean,
  maxAge = TEMPLATE_MAX_AGE_MS,
): Promise<PGliteTemplate> {
  const name = templateName(demo);
  return (
    readPGliteTemplate(name, demo, maxAge) ??
    (await withFileLock(
      path.join(TEMPLATE_DIR, `${name}.lock`),
      async () => readPGliteTemplate(name, demo, maxAge) ?? makePGliteTemplate(name, demo),
    ))
  );
}

async function pgliteDatabase(demo: boolean): Promise<TestDatabase> {
  const template = await pgliteTemplate(demo);
  const handle = await openDatabase({
    databaseUrl: null,
    pgliteDir: 'memory',
    pgliteLoad: template.tarball,
  });
  return { handle, demo: template.demo, url: null, close: () => handle.close() };
}

// --- PostgreSQL ---------------------------------------------------------------------------

async function adminClient(baseUrl: string): Promise<PgClient> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: baseUrl });
  await client.connect();
  return client;
}

function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The template on that server, made under an advisory lock (one maker for all workers). */
async function ensurePostgresTemplate(
  admin: PgClient,
  baseUrl: string,
  name: string,
  demo: boolean,
  maxAge = TEMPLATE_MAX_AGE_MS,
): Promise<DemoSummary | null> {
  const lock = crypto.createHash('sha256').update(name).digest().readInt32BE(0);
  // The database's comment holds when it was made and the demo's summary.
  const describe = async () => {
    const { rows } = await admin.query<{ about: string | null }>(
      `select shobj_description(oid, 'pg_database') as about from pg_database where datname = $1`,
      [name],
    );
    return rows.length === 0
      ? undefined
      : (JSON.parse(rows[0]!.about ?? '{}') as { madeAt?: number; summary?: DemoSummary | null });
  };
  await admin.query('select pg_advisory_lock($1)', [lock]);
  try {
    const existing = await describe();
    if (existing?.madeAt !== undefined && fresh(demo, existing.madeAt, maxAge)) {
      return existing.summary ?? null;
    }
    const making = `${name}_making`;
    await admin.query(`drop database if exists "${making}" with (force)`);
    await admin.query(`create database "${making}"`);
    const madeAt = Date.now();
    const maker = await openDatabase({ databaseUrl: databaseUrl(baseUrl, making), poolSize: 4 });
    let summary: DemoSummary | null;
    try {
      summary = await fill(maker, demo);
    } finally {
      await maker.close();
    }
    await admin.query(
      `comment on database "${making}" is ${admin.escapeLiteral(JSON.stringify({ madeAt, summary }))}`,
    );
    // The expired one, once nobody copies it any more (copies take no lock: retried).
    await withRetries(() => admin.query(`drop database if exists "${name}"`));
    await withRetries(() => admin.query(`alter database "${making}" rename to "${name}"`));
    return summary;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [lock]);
  }
}

/** The maker's connections end a moment after its pool closes: PostgreSQL says 55006 meanwhile. */
async function withRetries<T>(action: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await action();
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function postgresDatabase(baseUrl: string, demo: boolean): Promise<TestDatabase> {
  const template = templateName(demo);
  const name = `surtidor_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = await adminClient(baseUrl);
  let summary: DemoSummary | null;
  try {
    for (let attempt = 1; ; attempt++) {
      summary = await ensurePostgresTemplate(admin, baseUrl, template, demo);
      try {
        await withRetries(() => admin.query(`create database "${name}" template "${template}"`));
        break;
      } catch (error) {
        // Replaced by another worker meanwhile (3D000: no such database): take the new one.
        if ((error as { code?: string }).code !== '3D000' || attempt >= 3) throw error;
      }
    }
  } finally {
    await admin.end();
  }
  const drop = async () => {
    const client = await adminClient(baseUrl);
    try {
      await client.query(`drop database if exists "${name}" with (force)`);
    } finally {
      await client.end();
    }
  };
  const url = databaseUrl(baseUrl, name);
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ databaseUrl: url, poolSize: 4 });
  } catch (error) {
    await drop();
    throw error;
  }
  return {
    handle,
    demo: summary,
    url,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}

/** A template of other sources is left by an earlier version; another checkout may still use it for a while. */
const STALE_AFTER_MS = 24 * 60 * 60_000;

/** Drops the templates of other source versions made more than a day ago (they pile up otherwise). */
async function removeStaleTemplates(baseUrl: string | undefined): Promise<void> {
  const current = [templateName(false), templateName(true)];
  fs.mkdirSync(TEMPLATE_DIR, { recursive: true });
  for (const file of fs.readdirSync(TEMPLATE_DIR)) {
    const full = path.join(TEMPLATE_DIR, file);
    if (current.some((name) => file.startsWith(name))) continue;
    if (Date.now() - fs.statSync(full).mtimeMs > STALE_AFTER_MS) fs.rmSync(full, { force: true });
  }
  if (!baseUrl) return;
  const admin = await adminClient(baseUrl);
  try {
    const { rows } = await admin.query<{ datname: string; about: string | null }>(
      `select datname, shobj_description(oid, 'pg_database') as about from pg_database
        where datname like 'surtidor\\_tpl\\_%'`,
    );
    for (const { datname, about } of rows) {
      if (current.some((name) => datname.startsWith(name))) continue;
      // One being made (by another checkout) has no comment yet; its maker drops it if it dies.
      if (datname.endsWith('_making')) continue;
      const madeAt = (JSON.parse(about ?? '{}') as { madeAt?: number }).madeAt ?? 0;
      if (Date.now() - madeAt > STALE_AFTER_MS) {
        await admin.query(`drop database if exists "${datname}" with (force)`);
      }
    }
  } finally {
    await admin.end();
  }
}

/**
 * Makes fresh templates ahead of the test files (Jest's global set-up for the
 * server tests, tests/support/makeTestTemplates.ts), outside any test's time limit.
 */
export async function prepareTestTemplates(): Promise<void> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  await removeStaleTemplates(baseUrl);
  for (const demo of [false, true]) {
    if (baseUrl) {
      const admin = await adminClient(baseUrl);
      try {
        await ensurePostgresTemplate(admin, baseUrl, templateName(demo), demo, SETUP_MAX_AGE_MS);
      } finally {
        await admin.end();
      }
    } else {
      await pgliteTemplate(demo, SETUP_MAX_AGE_MS);
    }
  }
}

/**
 * A fresh database for one test server: migrated, with the demo data set when `demo` is true.
 * PostgreSQL when TEST_DATABASE_URL is set, otherwise an in-memory PGlite.
 */
export async function freshTestDatabase(demo: boolean): Promise<TestDatabase> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  return baseUrl ? postgresDatabase(baseUrl, demo) : pgliteDatabase(demo);
}

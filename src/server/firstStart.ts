// The embedded database is created (PGlite's initdb), migrated and given the demo by a
// short-lived child process (`cli.js`, beside main.js in the build), never by the server
// itself: that work peaked at 830 MB and left the server 150 MB larger for good (PGlite's
// WebAssembly memory never shrinks, and freed native memory stays in the allocator). A
// process that exits gives all of it back; the server then opens a ready database.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from './config';
import { openAndMigrate, openConfiguredDatabase, pgliteDir } from './bootstrap';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from './db/database';
import type { Database } from './db/schema';
import { isNationalRegistryMissing } from './modules/prices';

export type PreparationCommand = 'seed-demo' | 'migrate';

/**
 * "Empty" = nobody can sign in yet; the CRE catalogue alone does not count. Here, not in
 * demo/loadDemo.ts: importing that module loads pdfkit and xlsx (about 30 MB) into the server.
 */
export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/** What a child process must do before the server first opens its database; null = nothing. */
export function firstStartCommand(config: ServerConfig): PreparationCommand | null {
  if (config.databaseUrl !== null) return null;
  if (fs.existsSync(path.join(pgliteDir(config), 'PG_VERSION'))) return null;
  return config.demoData === 'auto' ? 'seed-demo' : 'migrate';
}

/**
 * openAndMigrate for the server: a missing embedded database is prepared by a child process
 * first; one left without users (started with DEMO_DATA=never before) or without the national
 * registry is closed, completed by a child process, and opened again. `prepared` is what those
 * children printed.
 */
export async function openPreparedDatabase(
  config: ServerConfig,
): Promise<{ handle: DatabaseHandle; applied: string[]; prepared: string[] }> {
  const prepared: string[] = [];
  const command = firstStartCommand(config);
  if (command !== null) prepared.push(await runInChildProcess(command));
  const opened = await openAndMigrate(config);
  const later =
    opened.handle.kind === 'pglite' ? await laterPreparation(config, opened.handle.db) : null;
  if (later !== null) {
    await opened.handle.close();
    prepared.push(await runInChildProcess(later));
    return { ...opened, handle: await openConfiguredDatabase(config), prepared };
  }
  return { ...opened, prepared };
}

/**
 * An embedded database that exists but still lacks something a child should add: the demo
 * (started with DEMO_DATA=never before) or the national registry (created before it shipped).
 * Every cli.js command ensures the registry, so `migrate` is enough for the latter.
 */
async function laterPreparation(
  config: ServerConfig,
  db: Kysely<Database>,
): Promise<PreparationCommand | null> {
  if (config.demoData === 'auto' && (await isDatabaseEmpty(db))) return 'seed-demo';
  if (await isNationalRegistryMissing(db)) return 'migrate';
  return null;
}

/** Runs a `cli.js` command in a child process with this process's environment; resolves to its output. */
export function runInChildProcess(
  command: PreparationCommand,
  cliEntry = path.join(__dirname, 'cli.js'),
): Promise<string> {
  return new Promise((resolve, reject) => {
    // No execArgv: the child needs none of the server's Node options (inspector, preloads).
    const child = fork(cliEntry, [command], { execArgv: [], stdio: 'pipe' });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve(output.trim());
      else reject(new Error(`cli.js ${command} failed (exit code ${code}):\n${output}`));
    });
  });
}

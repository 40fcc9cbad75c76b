// Administration commands, against whatever database the environment configures
// (DATABASE_URL or the embedded one in DATA_DIR). Each one migrates first.
//   node dist/server/cli.js migrate
//   node dist/server/cli.js seed-demo
//   node dist/server/cli.js create-admin --email E --name N [--username U]
//     (password from ADMIN_PASSWORD, else asked for on the terminal)
//   node dist/server/cli.js backup --to FILE            (does not migrate; docs/backups.md)
//   node dist/server/cli.js restore --from FILE [--data-dir DIR] [--force]
//   node dist/server/cli.js audit verify                 (exit 1 when the chain is broken; docs/audit.md)
import readline from 'node:readline';
import { sql } from 'kysely';
import { isCommonPassword } from '@/lib/commonPasswords';
import { passwordChecks, meetsPasswordRules, passwordMessages } from '@/lib/passwordRules';
import { ConfigError, loadConfig, type ServerConfig } from './config';
import { ROLE } from './db/schema';
import { DemoAlreadyLoadedError, loadDemo } from './demo/loadDemo';
import { ensureNationalRegistry } from './modules/prices';
import { runRollupBackfill } from './modules/serviceFacts';
import { hashPassword } from './modules/auth';
import { openAndMigrate, openConfiguredDatabase, pgliteDir } from './bootstrap';
import { auditVerifyCommand } from './audit/verifyCommand';
import {
  assertEmbeddedFolderFree,
  BackupError,
  makeBackup,
  requestBackup,
  restoreBackup,
  serverAnswersOn,
  storageSourceFor,
  type BackupSummary,
} from './backup';

const USAGE = `Usage: node dist/server/cli.js <command>
  migrate                                   apply pending migrations (and finish the rollup
                                            backfill of migration 0020, printing its progress)
  seed-demo                                 load the demo data set (refuses if already loaded)
  create-admin --email E --name N [--username U]
                                            create an administrator; password from ADMIN_PASSWORD
                                            or asked for on the terminal
  backup --to FILE                          write an archive of the database and the stored
                                            files (asks the embedded server when one runs on
                                            DATA_DIR); see docs/backups.md
  restore --from FILE [--data-dir DIR] [--force]
                                            restore an archive into DATA_DIR (or DIR) or the
                                            DATABASE_URL database; --force replaces one that
                                            is not empty
  audit verify                              check the audit trail's hash chain (exit 1 when a
                                            record was edited or deleted); see docs/audit.md`;

class UsageError extends Error {}
/** A command that must not run now (the embedded database is held by a server). */
class RefusedError extends Error {}

function parseFlags(args: string[]): Record<string, string> {
  const flags: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const match = /^--([\w-]+)(?:=(.*))?$/.exec(arg);
    if (!match) throw new UsageError(`Unexpected argument: ${arg}`);
    if (match[1] === 'force' && match[2] === undefined) {
      flags.force = 'true';
      continue;
    }
    const value = match[2] ?? args[++i];
    if (value === undefined) throw new UsageError(`--${match[1]} needs a value`);
    flags[match[1]!] = value;
  }
  return flags;
}

/** Reads a line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = readline.createInterface({
      input: process.stdin,
      output: process.stdout,
      terminal: true,
    });
    const output = rl as unknown as { _writeToOutput: (s: string) => void };
    let asked = false;
    output._writeToOutput = (s: string) => {
      if (!asked) {
        process.stdout.write(s);
        asked = true;
      }
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function readAdminPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) throw new UsageError('Set ADMIN_PASSWORD (no terminal to ask on)');
  const password = await promptHidden('Contraseña: ');
  const confirmation = await promptHidden('Confirma la contraseña: ');
  if (password !== confirmation) throw new UsageError(passwordMessages.mismatch);
  return password;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function printBackup(summary: BackupSummary, how: string): void {
  console.log(`Backup written ${how}: ${summary.file}`);
  console.log(
    `  ${summary.tables} tables, ${summary.rows} rows, ${summary.files} stored files, ` +
      `${megabytes(summary.bytes)}; database snapshot held ${summary.exportMs} ms, ` +
      `total ${summary.totalMs} ms`,
  );
}

async function backup(flags: Record<string, string>): Promise<void> {
  if (!flags.to) throw new UsageError('--to is required');
  const config = loadConfig();
  if (config.databaseUrl === null) {
    // A second process must not open the embedded database a server holds (controlSocket.ts).
    const summary = await requestBackup(config.dataDir, flags.to);
    if (summary) {
      printBackup(summary, 'by the server running on DATA_DIR');
      return;
    }
    assertEmbeddedFolderFree(pgliteDir(config));
  }
  const handle = await openConfiguredDatabase(config);
  try {
    console.log(`Database: ${handle.description}`);
    const summary = await makeBackup({
      db: handle.db,
      kind: handle.kind,
      storage: await storageSourceFor(config, handle.db),
      to: flags.to,
    });
    printBackup(summary, 'from the database directly');
  } finally {
    await handle.close();
  }
}

async function restore(flags: Record<string, string>): Promise<void> {
  if (!flags.from) throw new UsageError('--from is required');
  const config = loadConfig(
    flags['data-dir'] ? { ...process.env, DATA_DIR: flags['data-dir'] } : process.env,
  );
  const summary = await restoreBackup({
    file: flags.from,
    target:
      config.databaseUrl === null
        ? { kind: 'pglite', dataDir: config.dataDir }
        : { kind: 'postgres', url: config.databaseUrl },
    storageDir: config.storage.driver === 'local' ? config.storage.dir : null,
    force: flags.force === 'true',
    dataDir: config.dataDir,
  });
  const { manifest } = summary;
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `Restored ${manifest.tables.length} tables (${rows} rows) and ${summary.files} stored files ` +
      `from a ${manifest.database} backup of ${manifest.createdAt} (Surtidor ${manifest.appVersion}) ` +
      `into ${config.databaseUrl === null ? pgliteDir(config) : 'DATABASE_URL'} in ${summary.totalMs} ms`,
  );
  if (summary.upgraded.length > 0)
    console.log(`Migrations applied: ${summary.upgraded.join(', ')}`);
  if (manifest.storage.driver === 's3') console.log(manifest.storage.note);
  else if (config.storage.driver !== 'local')
    console.log('Stored files not restored: this installation keeps them in S3.');
}

/**
 * The embedded database must never be opened by a second process while a server holds it
 * (PGlite takes no lock; two writers corrupt the folder): refused, whatever the command.
 */
async function assertNoServerHolds(config: ServerConfig): Promise<void> {
  if (await serverAnswersOn(config.dataDir)) {
    throw new RefusedError(
      `Un servidor está en marcha sobre ${config.dataDir}: detenlo antes de usar su base de datos ` +
        'embebida desde la línea de comandos (backup es la excepción: se lo pide al servidor).',
    );
  }
  assertEmbeddedFolderFree(pgliteDir(config));
}

async function auditVerify(args: string[]): Promise<void> {
  if (args[0] !== 'verify' || args.length > 1) throw new UsageError('Usage: audit verify');
  const config = loadConfig();
  if (config.databaseUrl === null) await assertNoServerHolds(config);
  const { handle } = await openAndMigrate(config);
  try {
    if (!(await auditVerifyCommand(handle.db, (line) => console.log(line)))) process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

async function run(command: string | undefined, args: string[]): Promise<void> {
  if (!command || command === 'help' || command === '--help') {
    console.log(USAGE);
    return;
  }
  if (command === 'backup') return backup(parseFlags(args));
  if (command === 'restore') return restore(parseFlags(args));
  if (command === 'audit') return auditVerify(args);
  if (!['migrate', 'seed-demo', 'create-admin'].includes(command))
    throw new UsageError(`Unknown command: ${command}`);

  const flags = command === 'create-admin' ? parseFlags(args) : {};
  let password = '';
  if (command === 'create-admin') {
    if (!flags.email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(flags.email))
      throw new UsageError('--email must be an e-mail');
    if (!flags.name) throw new UsageError('--name is required');
    password = await readAdminPassword();
    if (!meetsPasswordRules(password)) {
      const missing = Object.entries(passwordChecks(password))
        .filter(([, ok]) => !ok)
        .map(([rule]) => rule);
      throw new UsageError(`${passwordMessages.weak} (${missing.join(', ')})`);
    }
    if (isCommonPassword(password)) throw new UsageError(passwordMessages.common);
  }

  const config = loadConfig();
  if (config.databaseUrl === null) await assertNoServerHolds(config);
  const { handle, applied } = await openAndMigrate(config);
  try {
    console.log(`Database: ${handle.description}`);
    console.log(
      applied.length > 0 ? `Migrations applied: ${applied.join(', ')}` : 'Schema up to date',
    );
    const registry = await ensureNationalRegistry(handle.db);
    if (registry?.stations) {
      console.log(`National CRE registry loaded: ${registry.stations.inserted} new places`);
    }
    if (command === 'migrate') {
      const backfill = await runRollupBackfill(handle.db, { log: (line) => console.log(line) });
      if (backfill.batches > 0)
        console.log(`Rollups backfilled: ${backfill.stationDays} station-days`);
    }
    if (command === 'seed-demo') {
      const summary = await loadDemo(handle.db);
      console.log(`Demo loaded: ${summary.users.length} users (${summary.users.join(', ')})`);
      for (const s of summary.stations)
        console.log(`  station ${s.id} ${s.permission} ${s.name} (${s.city})`);
      console.log(`  ${summary.crePlaces} CRE places, ${summary.crePrices} CRE prices`);
    } else if (command === 'create-admin') {
      const email = flags.email!.trim();
      const username = (flags.username ?? email.slice(0, email.indexOf('@'))).trim();
      const taken = await handle.db
        .selectFrom('users')
        .select('id')
        .where((eb) =>
          eb.or([
            eb(sql`lower(email)`, '=', email.toLowerCase()),
            eb(sql`lower(username)`, '=', username.toLowerCase()),
          ]),
        )
        .executeTakeFirst();
      if (taken)
        throw new UsageError(`A user with e-mail ${email} or username ${username} already exists`);
      const password_hash = await hashPassword(password);
      await handle.db.transaction().execute(async (trx) => {
        const user = await trx
          .insertInto('users')
          .values({
            email,
            username,
            name: flags.name!.trim(),
            password_hash,
            user_role_id: ROLE.Admin,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('user_permissions')
          .values({
            user_id: user.id,
            dashboard: true,
            files: true,
            vms: true,
            data: true,
            settings: true,
          })
          .execute();
      });
      console.log(`Administrator ${email} (username ${username}) created`);
    }
  } finally {
    await handle.close();
  }
}

run(process.argv[2], process.argv.slice(3)).catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(error.message);
    console.error(USAGE);
    process.exit(2);
  }
  if (
    error instanceof ConfigError ||
    error instanceof DemoAlreadyLoadedError ||
    error instanceof BackupError ||
    error instanceof RefusedError
  ) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});

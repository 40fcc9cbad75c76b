// `npm run import:cre -- --places FILE --prices FILE --date YYYY-MM-DD`
// Imports one day of the regulator's (CRE) feeds into the configured database (DATABASE_URL,
// else the embedded one in DATA_DIR), after migrating it. Either file may be left out. Prints
// the summary; exits 1 with the file and line when a feed is broken (nothing is imported then)
// and 2 on bad usage. Runs from a fresh clone (ts-node) as well as after a build.
import fs from 'node:fs';
import { ConfigError, loadConfig } from '../src/server/config';
import { openAndMigrate } from '../src/server/bootstrap';
import {
  CreImportError,
  feedFileName,
  formatImportSummary,
  importCreFeeds,
  openFeedFile,
} from '../src/server/modules/prices';

const USAGE = 'Uso: npm run import:cre -- [--places ARCHIVO] [--prices ARCHIVO] --date AAAA-MM-DD';

class UsageError extends Error {}

function parseArgs(argv: string[]): { places?: string; prices?: string; date: string } {
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const match = /^--(places|prices|date)(?:=(.*))?$/.exec(argv[i]!);
    if (!match) throw new UsageError(`Argumento inesperado: ${argv[i]}`);
    const value = match[2] ?? argv[++i];
    if (!value) throw new UsageError(`--${match[1]} necesita un valor`);
    flags[match[1]!] = value;
  }
  if (!flags.date) throw new UsageError('Falta --date (el día en que se publicaron los precios)');
  if (!flags.places && !flags.prices) throw new UsageError('Indica --places y/o --prices');
  for (const key of ['places', 'prices'] as const) {
    if (flags[key] && !fs.existsSync(flags[key]!)) {
      throw new UsageError(`No existe el archivo de --${key}: ${flags[key]}`);
    }
  }
  return { places: flags.places, prices: flags.prices, date: flags.date };
}

// Streamed in 64 KiB chunks (gunzipped on the way for .gz): never held whole in memory.
const source = (file: string) => ({ source: openFeedFile(file), name: feedFileName(file) });

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const { handle } = await openAndMigrate(config);
  try {
    const summary = await importCreFeeds(handle.db, {
      places: args.places ? source(args.places) : undefined,
      prices: args.prices ? source(args.prices) : undefined,
      date: args.date,
    });
    console.log(formatImportSummary(summary));
    return 0;
  } catch (error) {
    if (error instanceof CreImportError) {
      console.error(`No se importó nada. ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? `Configuración: ${error.message}` : error);
    process.exit(1);
  },
);

// `npm run import:cre -- --places FILE --prices FILE --date YYYY-MM-DD`
// `npm run import:cre -- --history [FOLDER]`
// Imports one day of the regulator's (CRE) feeds into the configured database (DATABASE_URL,
// else the embedded one in DATA_DIR), after migrating it. Either file may be left out.
// --history imports the daily price history instead: the folder's places-*.csv(.gz) and
// price-changes-*.csv(.gz) (default: the 75 real days shipped in src/server/data/cre/history),
// expanded to one price per station, fuel and day. Prints the summary; exits 1 with the file
// and line when a file is broken (nothing is imported then) and 2 on bad usage. Runs from a
// fresh clone (ts-node) as well as after a build.
import fs from 'node:fs';
import { ConfigError, loadConfig } from '../src/server/config';
import { openAndMigrate } from '../src/server/bootstrap';
import {
  CreImportError,
  creHistoryDir,
  feedFileName,
  formatHistorySummary,
  formatImportSummary,
  historyFiles,
  importCreFeeds,
  importCreHistory,
  openFeedFile,
} from '../src/server/modules/prices';

const USAGE = [
  'Uso: npm run import:cre -- [--places ARCHIVO] [--prices ARCHIVO] --date AAAA-MM-DD',
  '     npm run import:cre -- --history [CARPETA]',
].join('\n');

class UsageError extends Error {}

type Args = { places?: string; prices?: string; date: string } | { history: string };

function parseArgs(argv: string[]): Args {
  if (argv[0] === '--history') {
    if (argv.length > 2) throw new UsageError(`Argumento inesperado: ${argv[2]}`);
    const dir = argv[1] ?? creHistoryDir();
    if (!fs.existsSync(dir)) throw new UsageError(`No existe la carpeta de --history: ${dir}`);
    return { history: dir };
  }
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
  const history = 'history' in args ? historyFiles(args.history) : null;
  if ('history' in args && !history) {
    console.error(`Falta places-*.csv o price-changes-*.csv en ${args.history}\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const { handle } = await openAndMigrate(config);
  try {
    if ('history' in args) {
      const summary = await importCreHistory(handle.db, {
        places: source(history!.places),
        prices: source(history!.prices),
      });
      console.log(formatHistorySummary(summary));
      return 0;
    }
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

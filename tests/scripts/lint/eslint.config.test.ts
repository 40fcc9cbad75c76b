// The architecture boundaries of scripts/lint/eslint.config.mjs refusing real imports: a small
// tree laid out like src/ is written to a temporary folder and linted with the project's own
// configuration (in a child process: the configuration is an ES module, Jest runs CommonJS).
// Scripts are held to the server modules' entries too; tests are not (they test the internals).
// Each refused import is written both with the '@/' alias and as a relative path, since the
// boundaries hold on the file an import resolves to, whatever its spelling.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const projectRoot = path.resolve(__dirname, '../../..');
const configFile = path.join(projectRoot, 'scripts/lint/eslint.config.mjs');

const fixtures: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { baseUrl: '.', paths: { '@/*': ['src/*'] }, moduleResolution: 'bundler' },
    include: ['src', 'scripts', 'tests'],
  }),
  // Server: the billing module's entry and one of its inner files.
  'src/server/modules/billing/index.ts': "export { invoiceTotal } from './invoices';\n",
  'src/server/modules/billing/invoices.ts':
    'export const invoiceTotal = (amounts: number[]) => amounts.reduce((sum, n) => sum + n, 0);\n',
  'src/server/modules/orders/throughEntry.ts':
    "import { invoiceTotal } from '../billing';\n\nexport const total = invoiceTotal([1, 2]);\n",
  'src/server/modules/orders/deepRelative.ts':
    "import { invoiceTotal } from '../billing/invoices';\n\nexport const total = invoiceTotal([1]);\n",
  'src/server/modules/orders/deepAlias.ts':
    "import { invoiceTotal } from '@/server/modules/billing/invoices';\n\nexport const total = invoiceTotal([1]);\n",
  // Handlers hold no SQL: Kysely, the database code, sql`` and queries live in the module's stores.
  'src/server/db/database.ts': 'export const openDatabase = () => null;\n',
  'src/server/db/errors.ts':
    'export const isUniqueViolation = (error: unknown) => error instanceof Error;\n',
  'src/server/modules/billing/handlers.ts':
    "import { sql } from 'kysely';\n\nexport const listInvoices = (ctx: { db: { selectFrom(table: string): unknown } }) => [\n  ctx.db.selectFrom('invoices'),\n  sql`now()`,\n];\n",
  'src/server/modules/billing/refundHandlers.ts':
    "import { openDatabase } from '@/server/db/database';\nimport { openDatabase as open } from '../../db/database';\n\nexport const refunds = () => [openDatabase, open];\n",
  'src/server/modules/billing/invoiceStore.ts':
    "import { sql } from 'kysely';\n\nexport const invoiceTime = () => sql`now()`;\n",
  'src/server/modules/orders/handlers.ts':
    "import { isUniqueViolation } from '../../db/errors';\nimport { invoiceTotal } from '../billing';\n\nexport const createOrder = (error: unknown) => (isUniqueViolation(error) ? 0 : invoiceTotal([1]));\n",
  'src/server/access/grants.ts':
    "import { invoiceTotal } from '../modules/billing';\n\nexport const granted = invoiceTotal([]);\n",
  // Two modules that need each other through their entries: no deep import, but a cycle.
  'src/server/modules/stock/index.ts':
    "import { reorderLevel } from '../suppliers';\n\nexport const inStock = (units: number) => units > reorderLevel();\n",
  'src/server/modules/suppliers/index.ts':
    "import { inStock } from '../stock';\n\nexport const reorderLevel = () => 3;\nexport const needsOrder = (units: number) => !inStock(units);\n",
  // Scripts use a module as the server does; a module's tests may reach its inner files.
  'scripts/bench/throughEntry.ts':
    "import { invoiceTotal } from '@/server/modules/billing';\n\nexport const total = invoiceTotal([4]);\n",
  'scripts/bench/deepRelative.ts':
    "import { invoiceTotal } from '../../src/server/modules/billing/invoices';\n\nexport const total = invoiceTotal([5]);\n",
  'scripts/bench/deepAlias.ts':
    "import { invoiceTotal } from '@/server/modules/billing/invoices';\n\nexport const total = invoiceTotal([6]);\n",
  'tests/server/modules/billing/invoices.test.ts':
    "import { invoiceTotal } from '../../../../src/server/modules/billing/invoices';\n\nexport const checked = invoiceTotal([2]) === 2;\n",
  // Client: the app's store, the store layer's hooks and two features.
  'src/app/store/appHooks.ts': 'export const appVersion = () => 1;\n',
  'src/store/hooks.ts': 'export const storeVersion = () => 2;\n',
  'src/features/orders/containers/storeHooks.ts':
    "import { storeVersion } from '@/store/hooks';\n\nexport const value = storeVersion();\n",
  'src/features/orders/containers/appAlias.ts':
    "import { appVersion } from '@/app/store/appHooks';\n\nexport const value = appVersion();\n",
  'src/features/orders/containers/appRelative.ts':
    "import { appVersion } from '../../../app/store/appHooks';\n\nexport const value = appVersion();\n",
  'src/features/billing/model/totals.ts': 'export const billed = 3;\n',
  'src/features/orders/model/crossFeature.ts':
    "import { billed } from '../../billing/model/totals';\n\nexport const owed = billed;\n",
  // Package owners: luxon belongs to the dates library; tests may use it to check it.
  'src/lib/dates/zone.ts':
    "import { DateTime } from 'luxon';\n\nexport const now = () => DateTime.now();\n",
  'src/features/orders/model/lateDates.ts':
    "import { DateTime } from 'luxon';\n\nexport const late = () => DateTime.now();\n",
  'src/server/modules/orders/localDay.ts':
    "import { DateTime } from 'luxon';\n\nexport const day = (zone: string) => DateTime.now().setZone(zone).toISODate();\n",
  'src/server/lib/dates/serverDay.ts':
    "import { DateTime } from 'luxon';\n\nexport const day = () => DateTime.utc().toISODate();\n",
  'scripts/bench/benchDay.ts':
    "import { DateTime } from 'luxon';\n\nexport const today = DateTime.now().toISODate();\n",
  'scripts/bench/lazySheets.ts':
    "export const sheets = async () => (await import('xlsx')).utils;\n",
  'tests/lib/dates/zone.test.ts':
    "import { DateTime } from 'luxon';\n\nexport const checked = DateTime.now().isValid;\n",
};

interface LintMessage {
  ruleId: string | null;
  line: number;
  message: string;
}

/** Lints the fixture tree at `root` with the project configuration; messages by file. */
function lintTree(root: string): Record<string, LintMessage[]> {
  const script = `
    import { ESLint } from 'eslint';
    import { surtidorConfig } from ${JSON.stringify(pathToFileURL(configFile).href)};
    const root = process.env.LINT_FIXTURE_ROOT;
    const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: surtidorConfig(root) });
    const results = await eslint.lintFiles(['src', 'scripts', 'tests']);
    process.stdout.write(JSON.stringify(results.map((r) => ({ filePath: r.filePath, messages: r.messages }))));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: projectRoot,
    env: { ...process.env, LINT_FIXTURE_ROOT: root },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`ESLint failed: ${run.stderr}`);
  const results = JSON.parse(run.stdout) as { filePath: string; messages: LintMessage[] }[];
  return Object.fromEntries(
    results.map((r) => [path.relative(root, r.filePath).replaceAll('\\', '/'), r.messages]),
  );
}

let messages: Record<string, LintMessage[]>;
let root: string;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-lint-'));
  for (const [file, text] of Object.entries(fixtures)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  messages = lintTree(root);
}, 60_000);

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const refusal = (message: string) =>
  expect.objectContaining({
    ruleId: 'import-x/no-restricted-paths',
    line: 1,
    message: expect.stringContaining(message),
  });

describe('server modules', () => {
  const deepImport = 'modules/billing is entered only through its index.ts';

  it('may use another module through its index.ts', () => {
    expect(messages['src/server/modules/orders/throughEntry.ts']).toEqual([]);
  });

  it('refuses a deep import into another module, relative or through the alias', () => {
    expect(messages['src/server/modules/orders/deepRelative.ts']).toEqual([refusal(deepImport)]);
    expect(messages['src/server/modules/orders/deepAlias.ts']).toEqual([refusal(deepImport)]);
  });

  it('refuses shared infrastructure importing a module, even its entry', () => {
    expect(messages['src/server/access/grants.ts']).toEqual([
      refusal('shared server code never imports a module'),
    ]);
  });

  it('refuses an import cycle, reported on each side', () => {
    const cycle = expect.objectContaining({ ruleId: 'import-x/no-cycle', line: 1 });
    expect(messages['src/server/modules/stock/index.ts']).toEqual([cycle]);
    expect(messages['src/server/modules/suppliers/index.ts']).toEqual([cycle]);
  });
});

describe('server handlers', () => {
  const noQuery = (line: number) =>
    expect.objectContaining({
      ruleId: 'architecture/handlers-without-queries',
      line,
      message: expect.stringContaining('handlers hold no SQL'),
    });

  it('refuses Kysely, an sql`` tag and a query started on the db in a handlers file', () => {
    expect(messages['src/server/modules/billing/handlers.ts']).toEqual([
      noQuery(1),
      noQuery(4),
      noQuery(5),
    ]);
  });

  it('refuses the database code in a *Handlers.ts file, through the alias or a relative path', () => {
    expect(messages['src/server/modules/billing/refundHandlers.ts']).toEqual([
      noQuery(1),
      noQuery(2),
    ]);
  });

  it("lets a module's store hold the queries, and a handler test database errors", () => {
    expect(messages['src/server/modules/billing/invoiceStore.ts']).toEqual([]);
    expect(messages['src/server/modules/orders/handlers.ts']).toEqual([]);
  });
});

describe('scripts and tests', () => {
  const deepImport = 'modules/billing is entered only through its index.ts';

  it('lets a script use a module through its index.ts', () => {
    expect(messages['scripts/bench/throughEntry.ts']).toEqual([]);
  });

  it("refuses a script's deep import into a module, relative or through the alias", () => {
    expect(messages['scripts/bench/deepRelative.ts']).toEqual([refusal(deepImport)]);
    expect(messages['scripts/bench/deepAlias.ts']).toEqual([refusal(deepImport)]);
  });

  it("lets a module's tests import its inner files", () => {
    expect(messages['tests/server/modules/billing/invoices.test.ts']).toEqual([]);
  });
});

describe('client features', () => {
  const appImport = 'features import data only from @/api and the store hooks from @/store/hooks';

  it('may use the store hooks', () => {
    expect(messages['src/features/orders/containers/storeHooks.ts']).toEqual([]);
  });

  it('refuses importing src/app, through the alias or a relative path', () => {
    expect(messages['src/features/orders/containers/appAlias.ts']).toEqual([refusal(appImport)]);
    expect(messages['src/features/orders/containers/appRelative.ts']).toEqual([refusal(appImport)]);
  });

  it('refuses importing another feature', () => {
    expect(messages['src/features/orders/model/crossFeature.ts']).toEqual([
      refusal('features never import each other (here features/billing)'),
    ]);
  });
});

describe('package owners', () => {
  const owner = (message: string) =>
    expect.objectContaining({
      ruleId: 'architecture/package-owners',
      line: 1,
      message: expect.stringContaining(message),
    });

  it('lets the owner and the tests import the package', () => {
    expect(messages['src/lib/dates/zone.ts']).toEqual([]);
    expect(messages['tests/lib/dates/zone.test.ts']).toEqual([]);
  });

  it('refuses the package anywhere else, imported statically or on first use', () => {
    expect(messages['src/features/orders/model/lateDates.ts']).toEqual([
      owner('luxon: dates go through src/lib/dates'),
    ]);
    // The server and the scripts share the one dates library: no second one beside it.
    for (const file of [
      'src/server/modules/orders/localDay.ts',
      'src/server/lib/dates/serverDay.ts',
      'scripts/bench/benchDay.ts',
    ]) {
      expect(messages[file]).toEqual([owner('luxon: dates go through src/lib/dates')]);
    }
    expect(messages['scripts/bench/lazySheets.ts']).toEqual([
      owner('xlsx: SheetJS is imported only by src/lib/xlsx.ts'),
    ]);
  });
});

// `npm run codegen`: contract fragments -> openapi/surtidor.json -> src/api/generated/*.gen.ts
// (the client's RTK Query endpoints) and src/server/contract/operations.gen.ts (the handlers'
// request and response types), all committed; then the migrations -> src/server/db/schema.gen.ts
// (`npm run codegen:db` does only this last step: `--db-only`). Last, the compiled validators
// (not committed) are brought up to date with the contract (scripts/contract/validators.mjs).
// The client's generated folder is emptied first so a removed tag leaves no stale file behind.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleContract, bundlePath } from './bundle.mjs';
import { ensureValidators } from './validators.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const GENERATED = {
  clientDir: path.join(root, 'src/api/generated'),
  operations: path.join(root, 'src/server/contract/operations.gen.ts'),
  dbSchema: path.join(root, 'src/server/db/schema.gen.ts'),
};
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const run = (command, args) =>
  execFileSync(bin(command), args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });

// Every tool is looked for before anything is written: a checkout whose node_modules predates a
// new generator gets one line to act on, not a half-regenerated tree.
const TOOLS = ['rtk-query-codegen-openapi', 'openapi-typescript', 'ts-node', 'prettier'];
const missing = TOOLS.filter((tool) => !fs.existsSync(bin(tool)));
if (missing.length > 0) {
  console.error(`codegen: ${missing.join(', ')} not installed; run \`npm ci\` first.`);
  process.exit(1);
}

function generateContract() {
  try {
    fs.writeFileSync(bundlePath, bundleContract());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  fs.rmSync(GENERATED.clientDir, { recursive: true, force: true });
  fs.mkdirSync(GENERATED.clientDir, { recursive: true });
  run('rtk-query-codegen-openapi', ['openapi/codegen.config.ts']);
  // A property with a default stays optional: a handler need not send it (the client's types,
  // from the same document, read it as optional too).
  run('openapi-typescript', [
    bundlePath,
    '--output',
    GENERATED.operations,
    '--default-non-nullable',
    'false',
  ]);
}

/** Migrates an in-memory PGlite and introspects it (TypeScript, for the migrations). */
function generateDbSchema() {
  run('ts-node', [
    '--transpile-only',
    '-r',
    'tsconfig-paths/register',
    'scripts/contract/dbSchema.ts',
    GENERATED.dbSchema,
  ]);
}

const dbOnly = process.argv.includes('--db-only');
if (!dbOnly) generateContract();
generateDbSchema();
const written = dbOnly
  ? [GENERATED.dbSchema]
  : [GENERATED.clientDir, bundlePath, GENERATED.operations, GENERATED.dbSchema];
execFileSync(bin('prettier'), ['--log-level', 'warn', '--write', ...written], {
  cwd: root,
  stdio: 'inherit',
});
if (!dbOnly) ensureValidators();

// Fails when the committed contract bundle or generated files (the client's endpoints, the
// handlers' operation types, the database schema) differ from a fresh `npm run codegen`. The
// compiled validators are not committed: the run leaves them generated for the contract as it is
// (scripts/contract/validators.mjs), ready for the gates after this one.
// It regenerates in place, compares, and puts the old files back so the check never changes
// the working tree. `--db-only` checks the database schema alone (after a migration; a few
// seconds instead of the whole codegen).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dbOnly = process.argv.includes('--db-only');
const dbSchema = path.join(root, 'src/server/db/schema.gen.ts');
const generatedDir = dbOnly ? null : path.join(root, 'src/api/generated');
const generatedFiles = dbOnly
  ? [dbSchema]
  : [
      path.join(root, 'openapi/surtidor.json'),
      path.join(root, 'src/server/contract/operations.gen.ts'),
      dbSchema,
    ];

function snapshot() {
  const files = new Map();
  for (const file of generatedFiles) {
    if (fs.existsSync(file)) files.set(file, fs.readFileSync(file, 'utf8'));
  }
  if (generatedDir && fs.existsSync(generatedDir)) {
    for (const name of fs.readdirSync(generatedDir)) {
      const file = path.join(generatedDir, name);
      files.set(file, fs.readFileSync(file, 'utf8'));
    }
  }
  return files;
}

function restore(files) {
  if (generatedDir) {
    fs.rmSync(generatedDir, { recursive: true, force: true });
    fs.mkdirSync(generatedDir, { recursive: true });
  }
  for (const file of generatedFiles) fs.rmSync(file, { force: true });
  for (const [file, text] of files) fs.writeFileSync(file, text);
}

const before = snapshot();
if (generatedDir) fs.rmSync(generatedDir, { recursive: true, force: true });
try {
  execSync(`node scripts/contract/codegen.mjs${dbOnly ? ' --db-only' : ''}`, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
} catch {
  restore(before);
  console.error('codegen:check: `npm run codegen` failed');
  process.exit(1);
}
const after = snapshot();
const stale = [...new Set([...before.keys(), ...after.keys()])].filter(
  (file) => before.get(file) !== after.get(file),
);
restore(before);
if (stale.length > 0) {
  console.error('codegen:check: generated files are stale; run `npm run codegen` and commit:');
  for (const file of stale) console.error(`  ${path.relative(root, file)}`);
  process.exit(1);
}
console.log(`codegen:check: ${after.size} generated files are fresh`);

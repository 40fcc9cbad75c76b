// codegen:check fails when a generated file no longer matches its source, and leaves the
// working tree as it found it. Here: the database schema edited by hand, as if a migration had
// added a column without `npm run codegen:db`, checked with `--db-only` (the whole codegen costs
// about 45 s of CPU; the comparison and the restore are the same code). The check regenerates in
// place, so it runs in a copy of the sources, away from the tests running beside it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const checkout = path.resolve(__dirname, '../../..');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-codegen-check-'));
const schemaFile = path.join(root, 'src/server/db/schema.gen.ts');

beforeAll(() => {
  for (const entry of ['src', 'openapi', 'scripts', 'package.json', 'tsconfig.json']) {
    fs.cpSync(path.join(checkout, entry), path.join(root, entry), { recursive: true });
  }
  for (const entry of fs.readdirSync(checkout)) {
    if (entry.startsWith('.prettier') || entry.startsWith('prettier.config')) {
      fs.cpSync(path.join(checkout, entry), path.join(root, entry));
    }
  }
  fs.symlinkSync(path.join(checkout, 'node_modules'), path.join(root, 'node_modules'), 'dir');
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

it('fails on a database schema that differs from the migrations, and restores it', () => {
  const original = fs.readFileSync(schemaFile, 'utf8');
  const stale = original.replace(
    'export interface Assets {',
    'export interface Assets {\n  dropped_column: string;',
  );
  expect(stale).not.toBe(original);
  fs.writeFileSync(schemaFile, stale);
  try {
    const check = spawnSync('node', ['scripts/contract/checkFresh.mjs', '--db-only'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(check.status).toBe(1);
    expect(check.stderr).toContain('generated files are stale');
    expect(check.stderr).toContain('src/server/db/schema.gen.ts');
    expect(fs.readFileSync(schemaFile, 'utf8')).toBe(stale);
  } finally {
    fs.writeFileSync(schemaFile, original);
  }
}, 180_000);

// codegen:check fails when a generated file no longer matches its source, and leaves the
// working tree as it found it. Here: the database schema edited by hand, as if a migration had
// added a column without `npm run codegen:db`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const schemaFile = path.join(root, 'src/server/db/schema.gen.ts');

it('fails on a database schema that differs from the migrations, and restores it', () => {
  const original = fs.readFileSync(schemaFile, 'utf8');
  const stale = original.replace(
    'export interface Assets {',
    'export interface Assets {\n  dropped_column: string;',
  );
  expect(stale).not.toBe(original);
  fs.writeFileSync(schemaFile, stale);
  try {
    const check = spawnSync('node', ['scripts/contract/checkFresh.mjs'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(check.status).toBe(1);
    expect(check.stderr).toContain('generated files are stale');
    expect(check.stderr).toContain('src/server/db/schema.gen.ts');
    expect(check.stderr).not.toContain('src/api/generated');
    expect(fs.readFileSync(schemaFile, 'utf8')).toBe(stale);
  } finally {
    fs.writeFileSync(schemaFile, original);
  }
}, 180_000);

// The contract's own rules, checked when the fragments are bundled (`npm run codegen`): here the
// request rules that keep bad input from reaching the database. Each case bundles a copy of
// openapi/src/ with one fragment changed, so the check is seen refusing it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const checkout = path.resolve(__dirname, '../../..');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-bundle-'));
const agency = path.join(root, 'openapi/src/agency.yaml');
let original = '';

beforeAll(() => {
  fs.cpSync(path.join(checkout, 'openapi/src'), path.join(root, 'openapi/src'), {
    recursive: true,
  });
  fs.mkdirSync(path.join(root, 'scripts/contract'), { recursive: true });
  fs.cpSync(
    path.join(checkout, 'scripts/contract/bundle.mjs'),
    path.join(root, 'scripts/contract/bundle.mjs'),
  );
  fs.symlinkSync(path.join(checkout, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  original = fs.readFileSync(agency, 'utf8');
});
afterEach(() => fs.writeFileSync(agency, original));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function bundleWith(edit: (yaml: string) => string) {
  const changed = edit(original);
  expect(changed).not.toBe(original);
  fs.writeFileSync(agency, changed);
  return spawnSync('node', ['scripts/contract/bundle.mjs', path.join(root, 'out.json')], {
    cwd: root,
    encoding: 'utf8',
  });
}

const CLIENTS_ITEMS = "items: { $ref: '#/components/schemas/Id' }";

it('bundles the contract as it is', () => {
  const run = spawnSync('node', ['scripts/contract/bundle.mjs', path.join(root, 'out.json')], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
});

it.each([
  ['no maximum', "items: { type: 'integer', minimum: 1 }"],
  ['no minimum', "items: { type: 'integer', maximum: 2147483647 }"],
  ['no range at all', "items: { type: 'number' }"],
])('refuses a request integer with %s (an id past int4 was a 500)', (_label, items) => {
  const run = bundleWith((yaml) => yaml.replace(CLIENTS_ITEMS, items));
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('GET /api/agency/dashboards parameter clients[] is a request');
  expect(run.stderr).toContain("without minimum and maximum (its column's range)");
});

it('refuses an unbounded integer reached through a $ref, and x-multiline off a string', () => {
  const viaRef = bundleWith((yaml) =>
    yaml
      .replace(
        'components:\n  schemas:\n',
        'components:\n  schemas:\n    LooseId: { type: integer, minimum: 1 }\n',
      )
      .replace(CLIENTS_ITEMS, "items: { $ref: '#/components/schemas/LooseId' }"),
  );
  expect(viaRef.status).toBe(1);
  expect(viaRef.stderr).toContain('LooseId is a request integer without minimum and maximum');
  const multiline = bundleWith((yaml) =>
    yaml.replace('type: array, maxItems: 100,', 'type: array, x-multiline: true, maxItems: 100,'),
  );
  expect(multiline.status).toBe(1);
  expect(multiline.stderr).toContain('x-multiline may only be true, on a string');
});

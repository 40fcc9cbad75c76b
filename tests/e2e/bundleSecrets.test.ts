// Gate: no value of a secret configuration variable ever reaches the browser bundle.
// `npm test` builds with a sentinel value in every secret variable (scripts/testAll.mjs), so a
// build that inlines environment variables is caught even when the real secrets are unset.
import fs from 'node:fs';
import path from 'node:path';
import { CONFIG_VARIABLES } from '@/server/config';
import { buildDir } from '../../scripts/lib/productionServer';

export const sentinelFor = (name: string) => `surtidor-sentinel-${name.toLowerCase()}`;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

it('the production bundle holds no secret value', () => {
  const clientDir = path.join(buildDir, 'client');
  const files = filesUnder(clientDir).filter((file) => /\.(js|css|html|map|json)$/.test(file));
  expect(files.length).toBeGreaterThan(0);
  const secrets = CONFIG_VARIABLES.filter((v) => v.secret).flatMap((v) => {
    const values = [sentinelFor(v.name)];
    const actual = process.env[v.name];
    if (actual && actual.length >= 6) values.push(actual);
    return values.map((value) => ({ name: v.name, value }));
  });
  expect(secrets.length).toBeGreaterThan(0);
  const leaks: string[] = [];
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const { name, value } of secrets) {
      if (text.includes(value)) leaks.push(`${name} in ${path.relative(clientDir, file)}`);
    }
    if (/-----BEGIN [A-Z ]*PRIVATE KEY-----|AKIA[0-9A-Z]{16}/.test(text)) {
      leaks.push(`key material in ${path.relative(clientDir, file)}`);
    }
  }
  expect(leaks).toEqual([]);
});

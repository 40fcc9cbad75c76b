// The README's configuration table is generated from the server's CONFIG_VARIABLES, so the
// documentation cannot drift from the code: `npm run docs` rewrites it and
// tests/scripts/lib/readmeSections.test.ts fails when it is stale.
import fs from 'node:fs';
import path from 'node:path';
import { CONFIG_VARIABLES } from '../../src/server/config';

export const README = path.resolve(__dirname, '../../README.md');
const START = '<!-- config-table:start -->';
const END = '<!-- config-table:end -->';

export function renderConfigTable(): string {
  const escape = (text: string) => text.replaceAll('|', '\\|');
  const rows = CONFIG_VARIABLES.map(
    (v) =>
      `| \`${v.name}\` | ${escape(v.default)} | ${escape(v.description)}${v.secret ? ' **Secret.**' : ''} |`,
  );
  return ['| variable | default | meaning |', '| --- | --- | --- |', ...rows].join('\n');
}

export function readmeConfigSection(readme = fs.readFileSync(README, 'utf8')): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error('README.md lacks the config-table markers');
  return readme.slice(start + START.length, end).trim();
}

export function writeConfigTable(): void {
  const readme = fs.readFileSync(README, 'utf8');
  const start = readme.indexOf(START) + START.length;
  const end = readme.indexOf(END);
  fs.writeFileSync(
    README,
    `${readme.slice(0, start)}\n${renderConfigTable()}\n${readme.slice(end)}`,
  );
}

if (require.main === module) writeConfigTable();

// The configuration table of docs/configuration.md is generated from the server's
// CONFIG_VARIABLES, so the documentation cannot drift from the code: `npm run docs` rewrites it
// and tests/scripts/lib/configurationDoc.test.ts fails when it is stale.
import fs from 'node:fs';
import path from 'node:path';
import { CONFIG_VARIABLES } from '../../src/server/config';

export const CONFIGURATION_DOC = path.resolve(__dirname, '../../docs/configuration.md');
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

export function documentedConfigTable(doc = fs.readFileSync(CONFIGURATION_DOC, 'utf8')): string {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start)
    throw new Error('docs/configuration.md lacks the config-table markers');
  return doc.slice(start + START.length, end).trim();
}

export function writeConfigTable(): void {
  const doc = fs.readFileSync(CONFIGURATION_DOC, 'utf8');
  const start = doc.indexOf(START) + START.length;
  const end = doc.indexOf(END);
  fs.writeFileSync(
    CONFIGURATION_DOC,
    `${doc.slice(0, start)}\n${renderConfigTable()}\n${doc.slice(end)}`,
  );
}

if (require.main === module) writeConfigTable();

// The service facts (visits, sales, traffic) have one owner, modules/serviceFacts: their rollups,
// write lock and backfill live there, reached through its index.ts, and modules/shared keeps
// only what every module uses and no domain (its files are listed here: a new one is a choice).
// Each service metric is defined once, as SQL, in modules/serviceFacts/metrics.ts.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
/** The generic helpers of src/server/modules/shared: paging a table, a report's period. */
const GENERIC_SHARED_FILES = ['crudRepository.ts', 'period.ts'];

describe('modules/shared', () => {
  it('holds only the generic helpers', () => {
    const files = fs.readdirSync(path.join(root, 'src/server/modules/shared')).sort();
    expect(files).toEqual(GENERIC_SHARED_FILES);
  });
});

/** Every server source file, as repository paths. */
function sourcesUnder(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) found.push(...sourcesUnder(file));
    else if (/\.ts$/.test(entry.name)) found.push(file);
  }
  return found;
}

describe("the service metrics' definitions", () => {
  // A wait (arrival to attention) and a service time (attention to end), as SQL.
  const DURATION = /\b(attention_at|end_at)\s*-\s*[\w.]*(arrival_at|attention_at)\b/;
  const DEFINITIONS = 'src/server/modules/serviceFacts/metrics.ts';

  it('are written once, in modules/serviceFacts/metrics.ts', () => {
    const copies = sourcesUnder('src/server').filter(
      (file) =>
        file !== DEFINITIONS &&
        !file.startsWith('src/server/db/migrations/') &&
        DURATION.test(fs.readFileSync(path.join(root, file), 'utf8')),
    );
    expect(copies).toEqual([]);
    const definitions = fs.readFileSync(path.join(root, DEFINITIONS), 'utf8');
    expect(definitions).toContain('${attention} - ${arrival}');
    expect(definitions).toContain('${end} - ${attention}');
  });

  it('are what every reader of the visits counts with', () => {
    const readers = [
      'src/server/modules/serviceFacts/dailyRollups.ts',
      'src/server/modules/serviceFacts/monthlyRollups.ts',
      'src/server/modules/reports/documents/queries.ts',
      'src/server/modules/alerts/conditions/serviceRows.ts',
    ];
    for (const file of readers) {
      expect([file, fs.readFileSync(path.join(root, file), 'utf8')]).toEqual([
        file,
        expect.stringMatching(/\bvisitMetrics\(/),
      ]);
    }
  });
});

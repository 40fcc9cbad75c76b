// The service facts (visits, sales, traffic) have one owner, modules/serviceFacts: their rollups,
// write lock and backfill live there, reached through its index.ts, and modules/shared keeps
// only what every module uses and no domain (its files are listed here: a new one is a choice).
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

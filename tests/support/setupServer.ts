// Server test set-up: PGlite takes ~2.5 s to start and each file starts its own database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

process.env.NODE_ENV = 'test';
jest.setTimeout(60_000);

// Anything a test writes to the data folder (demo reports, outbox) goes to a scratch folder,
// never to the project's ./data: inside the run's folder when the global set-up made one (its
// tear-down removes it).
if (!process.env.DATA_DIR) {
  const root = process.env.SURTIDOR_TEST_DATA_ROOT ?? os.tmpdir();
  process.env.DATA_DIR = fs.mkdtempSync(path.join(root, 'surtidor-test-data-'));
}

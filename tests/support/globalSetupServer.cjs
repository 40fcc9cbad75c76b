// Jest global set-up of the server tests: makes the migrated database templates (with and
// without the demo; see databaseTemplates.ts) once, before any test file starts, so that no
// test file's time limit pays for them. A separate process: Jest's global set-up has neither
// its module paths (@/) nor its TypeScript transform for what it imports.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

module.exports = async function globalSetupServer() {
  // The contract's compiled validators first (generated when missing or stale).
  await require('./globalSetupValidators.cjs')();
  // The run's folder for the test servers' data folders (testServer.ts); the workers inherit
  // the variable, globalTeardownServer.cjs removes the folder.
  process.env.SURTIDOR_TEST_DATA_ROOT = fs.mkdtempSync(
    path.join(os.tmpdir(), 'surtidor-test-run-'),
  );
  const root = path.resolve(__dirname, '../..');
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [
      require.resolve('ts-node/dist/bin.js', { paths: [root] }),
      '--transpile-only',
      '-r',
      'tsconfig-paths/register',
      path.join(__dirname, 'makeTestTemplates.ts'),
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test' } },
  );
  if (result.status !== 0) throw new Error('making the test database templates failed');
  if (process.env.TEST_TIMINGS) {
    console.log(`database templates ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
};

// Jest global set-up of the end-to-end tests: prepares the demo data folder their servers start
// on a copy of (demoDataDir.ts), before any test file starts, so that no file's time limit pays
// for it. A separate process, as globalSetupServer.cjs explains.
const { spawnSync } = require('node:child_process');
const path = require('node:path');

module.exports = async function globalSetupE2e() {
  // The contract's compiled validators first (generated when missing or stale).
  await require('./globalSetupValidators.cjs')();
  const root = path.resolve(__dirname, '../..');
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [
      require.resolve('ts-node/dist/bin.js', { paths: [root] }),
      '--transpile-only',
      path.join(__dirname, 'makeE2eDemoData.ts'),
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('preparing the end-to-end demo data failed');
  if (process.env.TEST_TIMINGS) {
    console.log(`end-to-end demo data ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
};

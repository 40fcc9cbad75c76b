// Jest global set-up: the contract's compiled validators (not committed) are generated when
// missing or stale before any test file imports them (scripts/contract/validators.mjs). A
// separate process, as globalSetupServer.cjs explains; a no-op when they are fresh.
const { spawnSync } = require('node:child_process');
const path = require('node:path');

module.exports = async function globalSetupValidators() {
  const root = path.resolve(__dirname, '../..');
  const result = spawnSync(process.execPath, ['scripts/contract/validators.mjs'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('generating the contract validators failed');
};

// Jest global tear-down of the server tests: removes the run's folder of test server data
// folders (globalSetupServer.cjs), with whatever a server that was never closed left in it.
const fs = require('node:fs');

module.exports = async function globalTeardownServer() {
  const root = process.env.SURTIDOR_TEST_DATA_ROOT;
  if (root) fs.rmSync(root, { recursive: true, force: true });
};

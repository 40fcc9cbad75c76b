// `npm test`: every gate in order, stopping at the first failure, then one closing line
// "tests: N passed, N failed" counted from the Jest runs.
//   lint -> typecheck -> codegen freshness -> unit/component + server (PGlite) ->
//   server (PostgreSQL, when TEST_DATABASE_URL is set) -> production build ->
//   end-to-end in Chromium (size budgets included) -> Storybook build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.tmp/test-reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const jest = (name, args, env = {}, workers = 2) => ({
  name,
  command: 'npx',
  args: [
    'jest',
    '-c',
    'tests/jest.config.cjs',
    // Jest's default on 2 cores is one worker; the suites spend much of their time waiting.
    `--maxWorkers=${workers}`,
    ...args,
    '--json',
    `--outputFile=${path.join(reports, `${name}.json`)}`,
  ],
  env,
});

// Every secret configuration variable gets a sentinel value during the build, so that
// tests/e2e/bundleSecrets.test.ts catches a build that inlines environment variables.
const secrets = spawnSync('npx', ['ts-node', '--transpile-only', 'scripts/lib/configSecrets.ts'], {
  cwd: root,
  encoding: 'utf8',
});
if (secrets.status !== 0) {
  console.error(secrets.stderr);
  throw new Error('could not list the secret configuration variables');
}
const secretNames = JSON.parse(secrets.stdout);
const sentinels = Object.fromEntries(
  secretNames.map((name) => [name, `surtidor-sentinel-${name.toLowerCase()}`]),
);

const steps = [
  { name: 'lint', command: 'npm', args: ['run', '-s', 'lint'] },
  { name: 'typecheck', command: 'npm', args: ['run', '-s', 'typecheck'] },
  { name: 'codegen:check', command: 'npm', args: ['run', '-s', 'codegen:check'] },
  jest('client+server', ['--selectProjects', 'client', 'server'], { TEST_DATABASE_URL: '' }),
  ...(process.env.TEST_DATABASE_URL
    ? [
        jest('server-postgres', ['--selectProjects', 'server'], {
          TEST_DATABASE_URL: process.env.TEST_DATABASE_URL,
        }),
      ]
    : []),
  { name: 'build', command: 'npm', args: ['run', '-s', 'build'], env: sentinels },
  // End-to-end files share the machine's CPU with the server they start: one at a time.
  jest('e2e', ['--selectProjects', 'e2e'], {}, 1),
  { name: 'build-storybook', command: 'npm', args: ['run', '-s', 'build-storybook'] },
];

// `--keep-going` runs every gate and reports all failures at the end; names select gates.
const keepGoing = process.argv.includes('--keep-going');
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const failedSteps = [];
let passed = 0;
let failed = 0;
const started = Date.now();
for (const step of steps.filter((s) => only.length === 0 || only.includes(s.name))) {
  const t0 = Date.now();
  console.log(`\n=== ${step.name}`);
  const result = spawnSync(step.command, step.args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...step.env, FORCE_COLOR: '0' },
  });
  const report = path.join(reports, `${step.name}.json`);
  if (fs.existsSync(report)) {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    passed += json.numPassedTests;
    failed += json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0);
  }
  console.log(
    `=== ${step.name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0) {
    if (!fs.existsSync(report)) failed += 1;
    failedSteps.push(step.name);
    if (!keepGoing) break;
  }
}
if (failedSteps.length > 0) {
  console.log(`\nFailed gates: ${failedSteps.join(', ')}`);
  console.log(`tests: ${passed} passed, ${failed} failed`);
  process.exit(1);
}
console.log(`\nAll gates passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
console.log(`tests: ${passed} passed, ${failed} failed`);

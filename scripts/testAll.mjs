// `npm test`: every gate, stopping at the first failure, then each gate's time, the total and
// one closing line "tests: N passed, N failed, N skipped" counted from the Jest runs.
//   codegen freshness -> [lint | typecheck] -> unit/component + server (PGlite) ->
//   server (PostgreSQL, when TEST_DATABASE_URL is set: the files that reach a database) ->
//   [production build | Storybook build]
//   -> end-to-end in Chromium (size budgets included).
// Gates between brackets run side by side (each is mostly one thread; the machine has two
// cores): their output is printed as a block when each ends.
import { Buffer } from 'node:buffer';
import { spawn, spawnSync } from 'node:child_process';
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

/**
 * The files that make a server test reach a database: the one module that opens PGlite or
 * PostgreSQL, and every test or helper that reads TEST_DATABASE_URL itself (a server process it
 * starts, a pool of its own). The PostgreSQL gate runs the server tests related to them
 * (Jest's --findRelatedTests follows the imports); the others (PDF rendering, spreadsheet
 * parsing, configuration...) never open a database and give the same result on either, so
 * the PGlite gate runs them once.
 */
function databaseEntryPoints() {
  const readers = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx|cjs|mjs|js)$/.test(entry.name)) {
        if (fs.readFileSync(full, 'utf8').includes('TEST_DATABASE_URL')) {
          readers.push(path.relative(root, full));
        }
      }
    }
  };
  walk(path.join(root, 'tests'));
  return ['src/server/db/database.ts', ...readers.sort()];
}

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

// Stages run in order; the gates of one stage run side by side.
const stages = [
  // Alone and first: it regenerates src/api/generated in place (then puts it back), which the
  // type check and the linter read.
  [{ name: 'codegen:check', command: 'npm', args: ['run', '-s', 'codegen:check'] }],
  [
    { name: 'lint', command: 'npm', args: ['run', '-s', 'lint'] },
    { name: 'typecheck', command: 'npm', args: ['run', '-s', 'typecheck'] },
  ],
  [jest('client+server', ['--selectProjects', 'client', 'server'], { TEST_DATABASE_URL: '' })],
  ...(process.env.TEST_DATABASE_URL
    ? [
        [
          jest(
            'server-postgres',
            ['--selectProjects', 'server', '--findRelatedTests', ...databaseEntryPoints()],
            {
              TEST_DATABASE_URL: process.env.TEST_DATABASE_URL,
            },
          ),
        ],
      ]
    : []),
  [
    { name: 'build', command: 'npm', args: ['run', '-s', 'build'], env: sentinels },
    { name: 'build-storybook', command: 'npm', args: ['run', '-s', 'build-storybook'] },
  ],
  // End-to-end files share the machine's CPU with the server they start: one at a time.
  [jest('e2e', ['--selectProjects', 'e2e'], {}, 1)],
];

// `--keep-going` runs every gate and reports all failures at the end; names select gates.
const keepGoing = process.argv.includes('--keep-going');
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const unknown = only.filter((name) => !stages.flat().some((step) => step.name === name));
if (unknown.length > 0) {
  console.error(`Unknown gate: ${unknown.join(', ')}`);
  process.exit(2);
}
const failedSteps = [];
const times = [];
let passed = 0;
let failed = 0;
let skipped = 0;
const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs one gate; alone, its output streams; beside others, it is printed when it ends. */
function run(step, alone) {
  const t0 = Date.now();
  if (alone) console.log(`\n=== ${step.name}`);
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: root,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...step.env, FORCE_COLOR: '0' },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      const ms = Date.now() - t0;
      if (!alone) {
        console.log(`\n=== ${step.name}`);
        process.stdout.write(Buffer.concat(output));
      }
      const report = path.join(reports, `${step.name}.json`);
      const hasReport = fs.existsSync(report);
      if (hasReport) {
        const json = JSON.parse(fs.readFileSync(report, 'utf8'));
        passed += json.numPassedTests;
        failed += json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0);
        skipped += json.numPendingTests + (json.numTodoTests ?? 0);
      }
      const ok = code === 0;
      console.log(`=== ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${seconds(ms)}`);
      times.push({ name: step.name, ms, ok });
      if (!ok) {
        if (!hasReport) failed += 1;
        failedSteps.push(step.name);
      }
      resolve(ok);
    });
  });
}

for (const stage of stages) {
  const selected = stage.filter((s) => only.length === 0 || only.includes(s.name));
  if (selected.length === 0) continue;
  const t0 = Date.now();
  const results = await Promise.all(selected.map((step) => run(step, selected.length === 1)));
  if (selected.length > 1) {
    console.log(`=== (${selected.map((s) => s.name).join(' | ')}) in ${seconds(Date.now() - t0)}`);
  }
  if (results.includes(false) && !keepGoing) break;
}

console.log('\nGate times:');
for (const { name, ms, ok } of times) {
  console.log(`  ${name.padEnd(16)} ${seconds(ms).padStart(9)}${ok ? '' : '  FAILED'}`);
}
console.log(`  ${'total'.padEnd(16)} ${seconds(Date.now() - started).padStart(9)}`);
const counts = `tests: ${passed} passed, ${failed} failed, ${skipped} skipped`;
if (failedSteps.length > 0) {
  console.log(`\nFailed gates: ${failedSteps.join(', ')}`);
  console.log(counts);
  process.exit(1);
}
console.log(`\nAll gates passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
console.log(counts);

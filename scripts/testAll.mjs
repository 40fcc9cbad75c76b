// `npm test`: every gate, stopping at the first failure, then each gate's time and CPU, the
// total and one closing line "tests: N passed, N failed, N skipped" counted from the Jest runs.
//   codegen freshness -> two chains side by side:
//     unit/component + server (PGlite) -> end-to-end in Chromium, two files at a time
//     production build -> server (PostgreSQL, when TEST_DATABASE_URL is set) -> Storybook build
//   and lint and the type check at the lowest priority beside the end-to-end files.
// The machine has two cores. The end-to-end files play live video, time downloads and wait on
// a real browser: beside the Jest gates they starved and timed out, so they run when both Jest
// gates are over, and the build, the PostgreSQL gate and the Storybook build run beside the
// longer PGlite gate. The end-to-end files leave CPU idle (they wait on real time), which lint
// and the type check fill: they run in sessions whose scheduling group is at nice 19
// (LOW_PRIORITY), so that the end-to-end files come first. `--serial` runs the gates one after
// the other, lint and type check first, for a back-to-back comparison. A gate running beside
// others prints its output as a block when it ends; each start is stamped (+N s). The orders
// tried and dropped, with their times, are in docs/testing.md ("How `npm test` spends its time").
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
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
// tests/e2e/bundleSecrets.test.ts catches a build that inlines environment variables. Listed
// while the first gates run (ts-node takes a few seconds to start); the build waits for it.
const sentinels = new Promise((resolve, reject) => {
  const child = spawn('npx', ['ts-node', '--transpile-only', 'scripts/lib/configSecrets.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.on('close', (code) => {
    try {
      if (code !== 0) throw new Error(stderr);
      const names = JSON.parse(stdout);
      resolve(
        Object.fromEntries(names.map((name) => [name, `surtidor-sentinel-${name.toLowerCase()}`])),
      );
    } catch (error) {
      reject(new Error(`could not list the secret configuration variables: ${error.message}`));
    }
  });
});
// Awaited by the build only; a failure is reported there.
sentinels.catch(() => {});

const postgresGate = process.env.TEST_DATABASE_URL ? ['server-postgres'] : [];

/**
 * The gates. `after`: gates that must have ended first (and passed, unless --keep-going);
 * `needs`: gates whose product this one uses (the end-to-end files run the build): when one
 * of them failed, this gate does not run even with --keep-going. A gate that is not selected
 * (names on the command line) counts as done.
 */
const gates = [
  // Alone and first (every other gate comes after it, even when the gates between are not
  // selected): it regenerates src/api/generated in place (then puts it back), which every
  // other gate reads.
  { name: 'codegen:check', command: 'npm', args: ['run', '-s', 'codegen:check'] },
  // Pure CPU, and no other gate needs them: into the idle time the end-to-end files leave.
  {
    name: 'lint',
    command: 'npm',
    args: ['run', '-s', 'lint'],
    after: ['codegen:check', 'client+server', ...postgresGate],
    lowPriority: true,
  },
  {
    name: 'typecheck',
    command: 'npm',
    args: ['run', '-s', 'typecheck'],
    after: ['codegen:check', 'client+server', ...postgresGate],
    lowPriority: true,
  },
  {
    ...jest('client+server', ['--selectProjects', 'client', 'server'], { TEST_DATABASE_URL: '' }),
    after: ['codegen:check'],
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          ...jest(
            'server-postgres',
            ['--selectProjects', 'server', '--findRelatedTests', ...databaseEntryPoints()],
            { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
          ),
          // After the build, beside the longer client+server gate.
          after: ['codegen:check', 'build'],
        },
      ]
    : []),
  {
    name: 'build',
    command: 'npm',
    args: ['run', '-s', 'build'],
    env: () => sentinels,
    after: ['codegen:check'],
  },
  // End-to-end files share the machine's CPU with the server they start: after the Jest gates,
  // two at a time (each waits on its browser and on real time, video and downloads, for much
  // of its run). Three at a time took 271-280 s instead of 307-349 s, but the download test
  // missed its short 'Iniciando descarga...' state once in four runs (docs/testing.md).
  {
    ...jest('e2e', ['--selectProjects', 'e2e'], {}, 2),
    after: ['codegen:check', 'build', 'client+server', ...postgresGate],
    needs: ['build'],
  },
  // Storybook's test build (`--test`): every story still compiles, without the props tables
  // (react-docgen-typescript runs the TypeScript compiler over every component), docs and
  // source maps, which only a person browsing the Storybook uses.
  {
    name: 'build-storybook',
    command: 'npm',
    args: ['run', '-s', 'build-storybook', '--', '--test'],
    after: ['codegen:check', 'build', ...postgresGate],
  },
];

// `--serial`: the order before the chains ran side by side (codegen, lint | typecheck, Jest
// client+server, PostgreSQL, build | Storybook, end-to-end), to compare the two back to back.
const serial = process.argv.includes('--serial');
if (serial) {
  const jestChainEnd = process.env.TEST_DATABASE_URL ? 'server-postgres' : 'client+server';
  const gate = (name) => gates.find((g) => g.name === name);
  for (const name of ['lint', 'typecheck']) {
    gate(name).after = ['codegen:check'];
    gate(name).lowPriority = false;
  }
  gate('client+server').after = ['codegen:check', 'lint', 'typecheck'];
  if (process.env.TEST_DATABASE_URL)
    gate('server-postgres').after = ['codegen:check', 'client+server'];
  gate('build').after = ['codegen:check', jestChainEnd];
  gate('build-storybook').after = ['codegen:check', jestChainEnd];
  gate('e2e').after = ['codegen:check', 'build', 'build-storybook'];
}

// `--keep-going` runs every gate and reports all failures at the end; names select gates.
const keepGoing = process.argv.includes('--keep-going');
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const unknown = only.filter((name) => !gates.some((gate) => gate.name === name));
if (unknown.length > 0) {
  console.error(`Unknown gate: ${unknown.join(', ')}`);
  process.exit(2);
}
const selected = gates.filter((gate) => only.length === 0 || only.includes(gate.name));
const failedSteps = [];
const times = [];
let passed = 0;
let failed = 0;
let skipped = 0;
const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * CPU time of the finished gates and everything they started (Linux: the `cutime` and `cstime`
 * of /proc/self/stat, in clock ticks of 1/100 s). A gate's share is the growth between the
 * moment it is reaped and the one before; elsewhere nothing is printed.
 */
function reapedCpuMs() {
  try {
    const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // Fields 16 and 17 of the file; the split above starts at field 3.
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return null;
  }
}
let lastReapedCpuMs = reapedCpuMs();
const cpuStarted = lastReapedCpuMs;
const clock = () => `+${Math.round((Date.now() - started) / 1000)} s`;

/** name -> 'running' | 'ok' | 'failed' | 'not run'; unselected gates count as passed. */
const state = new Map(gates.map((gate) => [gate.name, selected.includes(gate) ? 'waiting' : 'ok']));
const running = new Map();
let stopping = false;

/** The nice of a low-priority gate's scheduling group. */
const LOW_PRIORITY = 19;

/**
 * Lowers a gate's priority. Each gate is a session of its own (spawned detached), and with
 * sched_autogroup (Linux's default on desktops and on this machine) the kernel shares the CPU
 * between sessions by their group's nice, /proc/<pid>/autogroup, not by their processes' own
 * (a plain `nice` changed nothing). Without autogroup, the processes' nice does the job; the
 * session's later processes inherit it.
 */
function lowerPriority(pid) {
  try {
    fs.writeFileSync(`/proc/${pid}/autogroup`, String(LOW_PRIORITY));
  } catch {
    // No autogroup here (or not Linux).
  }
  try {
    os.setPriority(pid, LOW_PRIORITY);
  } catch {
    // Already gone.
  }
}

/**
 * Runs one gate in a process group of its own (so that a stop ends its workers too). Its
 * output streams when it is the only gate that ever runs at the time; otherwise it is
 * printed as a block when it ends.
 */
async function run(gate) {
  const t0 = Date.now();
  let env;
  try {
    env = typeof gate.env === 'function' ? await gate.env() : gate.env;
  } catch (error) {
    console.log(`\n=== ${gate.name}: FAILED (${error.message})`);
    times.push({ name: gate.name, ms: Date.now() - t0, ok: false });
    failed += 1;
    failedSteps.push(gate.name);
    return false;
  }
  if (stopping) return false;
  const alone =
    running.size === 1 && !gates.some((g) => state.get(g.name) === 'waiting' && ready(g));
  console.log(alone ? `\n=== ${gate.name}` : `\n=== ${gate.name} started (${clock()})`);
  return new Promise((resolve) => {
    const child = spawn(gate.command, gate.args, {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env, FORCE_COLOR: '0' },
    });
    gate.child = child;
    if (gate.lowPriority && child.pid) lowerPriority(child.pid);
    const output = [];
    const keep = (chunk) => (gate.streaming ? process.stdout.write(chunk) : output.push(chunk));
    gate.streaming = alone;
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    let cpuMs = null;
    child.on('exit', () => {
      const now = reapedCpuMs();
      if (now !== null && lastReapedCpuMs !== null) cpuMs = now - lastReapedCpuMs;
      lastReapedCpuMs = now;
    });
    child.on('close', (code) => {
      const ms = Date.now() - t0;
      if (!gate.streaming) {
        console.log(`\n=== ${gate.name}`);
        process.stdout.write(Buffer.concat(output));
      }
      const report = path.join(reports, `${gate.name}.json`);
      const hasReport = fs.existsSync(report);
      if (hasReport) {
        const json = JSON.parse(fs.readFileSync(report, 'utf8'));
        passed += json.numPassedTests;
        failed += json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0);
        skipped += json.numPendingTests + (json.numTodoTests ?? 0);
      }
      const ok = code === 0;
      const stopped = stopping && !ok;
      console.log(
        `=== ${gate.name}: ${ok ? 'ok' : stopped ? 'stopped' : 'FAILED'} in ${seconds(ms)}`,
      );
      times.push({ name: gate.name, ms, cpuMs, ok, stopped });
      if (!ok && !stopped) {
        if (!hasReport) failed += 1;
        failedSteps.push(gate.name);
      }
      resolve(ok);
    });
  });
}

/** Whether a waiting gate may start: every gate it comes after has ended as it must. */
function ready(gate) {
  return (gate.after ?? []).every((name) => {
    const s = state.get(name);
    return s === 'ok' || (keepGoing && (s === 'failed' || s === 'not run'));
  });
}

/** A gate that cannot run: a gate it needs failed (or, without --keep-going, any gate failed). */
function blocked(gate) {
  if (stopping) return true;
  return [...(gate.after ?? []), ...(gate.needs ?? [])].some((name) => {
    const s = state.get(name);
    if (s === 'failed' || s === 'not run') return !keepGoing || (gate.needs ?? []).includes(name);
    return false;
  });
}

/** Stops the gates still running (their whole process groups) after a failure. */
function stopAll() {
  stopping = true;
  for (const gate of running.values()) {
    try {
      if (gate.child?.pid) process.kill(-gate.child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

// Ctrl-C or a stop from outside reaches this process only: the gates run in groups of their own.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

await new Promise((finish) => {
  const schedule = () => {
    for (const gate of selected) {
      if (state.get(gate.name) !== 'waiting') continue;
      if (blocked(gate)) {
        state.set(gate.name, 'not run');
        continue;
      }
      if (!ready(gate)) continue;
      state.set(gate.name, 'running');
      running.set(gate.name, gate);
      void run(gate).then((ok) => {
        running.delete(gate.name);
        state.set(gate.name, ok ? 'ok' : 'failed');
        if (!ok && !keepGoing && !stopping) stopAll();
        schedule();
      });
    }
    // Streaming stops once a second gate runs beside the first: the rest of its output is
    // printed when it ends.
    if (running.size > 1) for (const gate of running.values()) gate.streaming = false;
    // A new pass settles gates blocked by one just marked 'not run'.
    if (selected.some((gate) => state.get(gate.name) === 'waiting' && blocked(gate))) {
      schedule();
      return;
    }
    if (running.size === 0) finish();
  };
  schedule();
});

const notRun = selected.filter((gate) => state.get(gate.name) === 'not run').map((g) => g.name);
const cpu = (ms) => (ms === null ? '' : `${seconds(ms).padStart(9)} CPU`);
console.log('\nGate times:');
for (const { name, ms, cpuMs, ok, stopped } of times) {
  console.log(
    `  ${name.padEnd(16)} ${seconds(ms).padStart(9)} ${cpu(cpuMs)}${ok ? '' : stopped ? '  stopped' : '  FAILED'}`,
  );
}
if (notRun.length > 0) console.log(`  not run: ${notRun.join(', ')}`);
const cpuTotal = cpuStarted === null ? null : reapedCpuMs() - cpuStarted;
console.log(
  `  ${'total'.padEnd(16)} ${seconds(Date.now() - started).padStart(9)} ${cpu(cpuTotal)}`,
);
const counts = `tests: ${passed} passed, ${failed} failed, ${skipped} skipped`;
if (failedSteps.length > 0 || (keepGoing && notRun.length > 0)) {
  console.log(`\nFailed gates: ${failedSteps.join(', ')}`);
  console.log(counts);
  process.exit(1);
}
console.log(`\nAll gates passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
console.log(counts);

// A test that sleeps a fixed time and then asserts is flaky on a loaded machine (the sleep is
// too short) and slow everywhere else (it is longer than needed): it waits for the condition
// instead (tests/support/until.ts) or uses Jest's fake timers. This finds the fixed sleeps
// followed by an assertion within three lines, outside a polling loop. The allow-list names
// the files that still have some, with how many: a file may not gain one, and a count that
// drops must be lowered here (so the list only shrinks).
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const thisFile = path.relative(root, __filename);

/**
 * Files with fixed sleeps before assertions still to replace, or kept on purpose: each with
 * its count and why.
 */
const QUIET =
  'a quiet period: the assertion is that nothing happens (no event, request, reconnection, byte), which no awaited condition can show; to become fake timers or a barrier (a later event that must arrive after)';
const TIMED = 'the time passing is what is tested (an interval, a lease, a throttle window)';
const ALLOWED: Record<string, { count: number; why: string }> = {
  'tests/e2e/files.test.ts': { count: 1, why: QUIET },
  'tests/e2e/video.test.ts': { count: 2, why: QUIET },
  'tests/features/alertRules/containers/RulePreviewPanel.test.tsx': { count: 1, why: QUIET },
  'tests/features/panels/containers/PublicShare.test.tsx': { count: 1, why: QUIET },
  'tests/features/shell/containers/MainLayout.test.tsx': { count: 1, why: QUIET },
  'tests/server/db/database/boundedWork.test.ts': { count: 1, why: QUIET },
  'tests/server/flows/alertsMultiNode.test.ts': { count: 1, why: QUIET },
  'tests/server/flows/deploy/recipes.test.ts': {
    count: 1,
    why: 'on purpose: an upload is in flight when the node is stopped',
  },
  'tests/server/jobs/runner.test.ts': { count: 1, why: TIMED },
  'tests/server/modules/alerts/evaluate.test.ts': { count: 1, why: QUIET },
  'tests/server/modules/alerts/live.test.ts': { count: 3, why: QUIET },
  'tests/server/modules/panels/linkWatch.test.ts': { count: 1, why: QUIET },
  'tests/server/modules/panels/shareLinks.test.ts': { count: 1, why: TIMED },
  'tests/server/monitoring/databaseSeries.test.ts': { count: 1, why: TIMED },
};

// `await sleep(n)`, `await delay(n)`, `await new Promise((r) => setTimeout(r, n))`,
// `await page.waitForTimeout(n)`: a pause of a fixed length.
const FIXED_SLEEP =
  /await\s+(?:act\(\s*\(\)\s*=>\s*)?(?:sleep\(|delay\(|pause\(|[\w.]+\.waitForTimeout\(|new Promise\(\(?\w*\)?\s*=>\s*setTimeout\(\s*\w+\s*,)/;
const LOOP = /\b(?:while|for)\s*\(|\bdo\s*\{/;
const ASSERTION = /\bexpect\(/;

function* testFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* testFiles(full);
    else if (/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

/** Whether line `i` is a loop's own line or sits in a block a loop opens (braces counted back). */
function insideLoop(lines: string[], i: number): boolean {
  if (LOOP.test(lines[i]!)) return true;
  // The body of a loop header without braces on the line above.
  const above = (lines[i - 1] ?? '').trimEnd();
  if (LOOP.test(above) && !/[{;]$/.test(above)) return true;
  let depth = 0;
  for (let j = i - 1; j >= 0; j -= 1) {
    const line = lines[j]!;
    for (let k = line.length - 1; k >= 0; k -= 1) {
      if (line[k] === '}') depth += 1;
      else if (line[k] === '{') {
        if (depth === 0) return LOOP.test(line);
        depth -= 1;
      }
    }
  }
  return false;
}

/** The lines (1-based) of `text` where a fixed sleep gates an assertion. */
export function sleepsBeforeAssertions(text: string): number[] {
  const lines = text.split('\n');
  const found: number[] = [];
  lines.forEach((line, i) => {
    if (!FIXED_SLEEP.test(line)) return;
    // A pause between the tries of a polling loop waits for a condition: fine.
    if (insideLoop(lines, i)) return;
    const after = lines
      .slice(i + 1)
      .filter((next) => next.trim() !== '')
      .slice(0, 3);
    if (after.some((next) => ASSERTION.test(next))) found.push(i + 1);
  });
  return found;
}

describe('fixed sleeps before assertions', () => {
  it('finds them, and leaves polling loops alone', () => {
    const sleepy = [
      "it('x', async () => {",
      '  await new Promise((resolve) => setTimeout(resolve, 100));',
      '  expect(seen).toBe(true);',
      '  await sleep(50);',
      '',
      '  expect(later).toBe(1);',
      '  await page.waitForTimeout(300);',
      '  const shown = await page.isVisible("x");',
      '  expect(shown).toBe(true);',
      '});',
    ].join('\n');
    expect(sleepsBeforeAssertions(sleepy)).toEqual([2, 4, 7]);
    const polling = [
      'while (!done() && Date.now() < deadline) {',
      '  await new Promise((r) => setTimeout(r, 20));',
      '}',
      'expect(done()).toBe(true);',
      'for (let i = 0; i < 50 && !ready; i++) await sleep(10);',
      'while (!ready && Date.now() < deadline)',
      '  await new Promise((r) => setTimeout(r, 20));',
      'while (!ready) {',
      '  const res = await fetch(url);',
      '  expect(res.status).toBe(200);',
      '  if (!ready) await sleep(1000);',
      '}',
      'expect(ready).toBe(true);',
      'await until(() => ready);',
      'expect(ready).toBe(true);',
    ].join('\n');
    expect(sleepsBeforeAssertions(polling)).toEqual([]);
  });

  it('are only where the allow-list says, no more and no fewer', () => {
    const counts: Record<string, number> = {};
    for (const file of testFiles(path.join(root, 'tests'))) {
      const relative = path.relative(root, file);
      if (relative === thisFile) continue; // its own examples above
      const found = sleepsBeforeAssertions(fs.readFileSync(file, 'utf8'));
      if (found.length > 0) counts[relative] = found.length;
    }
    const allowed = Object.fromEntries(
      Object.entries(ALLOWED).map(([file, { count }]) => [file, count]),
    );
    expect(counts).toEqual(allowed);
  });
});

// Comments, test titles and contract descriptions state the rule they implement in words: none
// may cite a numbered section of a document that is not in the repository. A section sign is
// allowed only right after a public RFC's number ("RFC 9110 <section sign>14.1.2").
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const scanned = ['src', 'tests', 'scripts', 'stories', 'openapi/src', '.storybook'];
const thisFile = path.relative(root, __filename);
/** Written by `npm run codegen` from openapi/src, which is scanned itself. */
const generated = [path.join('src', 'api', 'generated')];
const SECTION_SIGN = '\u00a7';
const binary = /\.(gz|zip|png|jpe?g|gif|webp|ico|pdf|xlsx|docx|pptx|woff2?|ttf|eot)$/i;

function* filesUnder(dir: string, base: string): Generator<string> {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const relative = path.relative(base, full);
    if (entry.name === 'node_modules' || generated.includes(relative)) continue;
    if (entry.isDirectory()) yield* filesUnder(full, base);
    else if (entry.isFile() && !binary.test(entry.name)) yield full;
  }
}

/** Whether every section sign on the line directly follows "RFC <number> ". */
function citesOnlyRfcs(line: string): boolean {
  let at = line.indexOf(SECTION_SIGN);
  while (at !== -1) {
    if (!/RFC \d+ $/.test(line.slice(0, at))) return false;
    at = line.indexOf(SECTION_SIGN, at + 1);
  }
  return true;
}

/** "part 2 \"Top bar\"", "(issue 6)", "issue #5": the spec's parts and the tracker's numbers. */
function namesSpecPart(line: string): boolean {
  return /\b[Pp]art [12]\b|\b[Ii]ssue #?\d+\b/.test(line);
}

/** `file:line` (relative to `base`) of every line under `dirs` that cites a section. */
function citations(base: string, dirs: string[], skip: string[] = []): string[] {
  const found: string[] = [];
  for (const dir of dirs) {
    for (const file of filesUnder(path.join(base, dir), base)) {
      const relative = path.relative(base, file);
      if (skip.includes(relative)) continue;
      const buffer = fs.readFileSync(file);
      if (buffer.includes(0)) continue; // binary, whatever its name
      buffer
        .toString('utf8')
        .split('\n')
        .forEach((line, index) => {
          if (!citesOnlyRfcs(line) || namesSpecPart(line)) found.push(`${relative}:${index + 1}`);
        });
    }
  }
  return found;
}

it('no comment, test title or description cites a section of a document outside the repository', () => {
  expect(citations(root, scanned, [thisFile])).toEqual([]);
});

it('the scan flags a planted section citation and lets an RFC citation through', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'no-spec-citations-'));
  try {
    fs.mkdirSync(path.join(dir, 'src'));
    fs.writeFileSync(
      path.join(dir, 'src', 'planted.ts'),
      [
        '// HTTP ranges (RFC 9110 ' + SECTION_SIGN + '14.1.2) are fine.',
        '// The toast rule (part 1 ' + SECTION_SIGN + '8) is not.',
        'export const x = 1;',
        '// Nor is a bare ' + SECTION_SIGN + '4 after RFC 9110 ' + SECTION_SIGN + '14.',
        "// Nor the spec's parts (" + 'part 2 "Top bar") or the tracker (' + 'issue 6).',
      ].join('\n'),
    );
    fs.writeFileSync(path.join(dir, 'src', 'data.gz'), 'part 1 ' + SECTION_SIGN + '2');
    expect(citations(dir, ['src'])).toEqual([
      path.join('src', 'planted.ts') + ':2',
      path.join('src', 'planted.ts') + ':4',
      path.join('src', 'planted.ts') + ':5',
    ]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

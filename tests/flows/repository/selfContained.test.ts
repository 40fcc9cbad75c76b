// A clone of the repository is all a user has: nothing under src/, tests/ or scripts/ may name
// the folder beside the checkout where the specification and the raw data sets were kept.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const outsideFolder = ['..', 'shared'].join('/');
const thisFile = path.relative(root, __filename);

function* filesUnder(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (!/\.(gz|png|jpe?g|pdf|xlsx|docx|pptx|woff2?)$/.test(entry.name)) yield full;
  }
}

/**
 * A relative path that climbs to the outside folder: either it names one of that folder's parts,
 * or, resolved from the file's own folder, it leaves the repository (a sibling `shared/x` inside
 * src/server/modules is a module of the repository and fine).
 */
function namesOutsideFolder(line: string, fileDir: string): boolean {
  // Its parts (data, spec, notes) named through any path, relative or absolute.
  if (/(?<![\w-])shared\/(data|spec|notes)\b/.test(line)) return true;
  for (const match of line.matchAll(/((?:\.\.\/)+shared)(\/[\w./-]*)?/g)) {
    if (/^\/(data|spec|notes)\b/.test(match[2] ?? '')) return true;
    const resolved = path.resolve(fileDir, match[1]!);
    if (path.relative(root, resolved).startsWith('..')) return true;
  }
  return false;
}

function offenders(dirs: string[]): string[] {
  const found: string[] = [];
  for (const dir of dirs) {
    for (const file of filesUnder(path.join(root, dir))) {
      const relative = path.relative(root, file);
      if (relative === thisFile) continue;
      const text = fs.readFileSync(file, 'utf8');
      text.split('\n').forEach((line, index) => {
        if (namesOutsideFolder(line, path.dirname(file))) found.push(`${relative}:${index + 1}`);
      });
    }
  }
  return found;
}

it('no file under src/, tests/ or scripts/ reads outside the repository', () => {
  expect(offenders(['src', 'tests', 'scripts'])).toEqual([]);
});

it('the check finds such a path when one is there', () => {
  const dir = fs.mkdtempSync(path.join(root, '.tmp-selfcontained-'));
  try {
    fs.writeFileSync(
      path.join(dir, 'reader.ts'),
      [
        `const f = '${outsideFolder}/data/x.xml';`,
        `// see /${'shared'}/data/README.md`,
        `import { listPage } from '../${'shared'}/crudRepository';`,
      ].join('\n'),
    );
    expect(offenders([path.relative(root, dir)])).toEqual([
      `${path.relative(root, dir)}/reader.ts:1`,
      `${path.relative(root, dir)}/reader.ts:2`,
    ]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

// The contract's compiled validators are build output, not sources: ajv's standalone code for
// the forms (src/lib/forms/contractValidators.gen.ts, some 18,000 lines) and for the server
// (src/server/contract/operationValidators.gen.cjs, some 5 MB). Nobody reads them, so they are
// not committed (.gitignore): they are generated when missing or stale, keyed on a digest of
// what they are made from (the bundled contract, the generators and the validator settings),
// written on their first line. Whatever needs them makes sure of them first: `npm run codegen`,
// the build (client and server), the type check, lint, `npm run dev`, and Jest's global set-up.
//   node scripts/contract/validators.mjs           generate the missing or stale ones
//   node scripts/contract/validators.mjs --check   exit 1 when one is missing or stale
// Two runs at once (the build beside a Jest gate) are harmless: each writes a temporary file
// beside the target and renames it over, so a reader sees a whole file, old or new.
import { execFileSync } from 'node:child_process';
import { Buffer } from 'node:buffer';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Each generated file and the script that writes it (given the file to write). */
export const VALIDATOR_FILES = [
  {
    file: 'src/lib/forms/contractValidators.gen.ts',
    generator: 'scripts/contract/formValidators.ts',
  },
  {
    file: 'src/server/contract/operationValidators.gen.cjs',
    generator: 'scripts/contract/serverValidators.ts',
  },
];

/** What the validators are made from: a change to any of them makes them stale. */
export const VALIDATOR_INPUTS = [
  'openapi/surtidor.json',
  'scripts/contract/validators.mjs',
  'scripts/contract/formValidators.ts',
  'scripts/contract/serverValidators.ts',
  'scripts/contract/standaloneModule.ts',
  'src/server/contract/validator.ts',
  'src/server/contract/jsonSchema.ts',
  'src/server/contract/loadContract.ts',
  'src/lib/forms/plainText.ts',
  'src/lib/dates/calendarDates.ts',
  'node_modules/ajv/package.json',
  'node_modules/ajv-formats/package.json',
];

const DIGEST_LINE = /^\/\/ Inputs digest: ([0-9a-f]{64})\n/;

/** The digest of the validators' inputs under `base` (the repository by default). */
export function validatorsDigest(base = root) {
  const hash = createHash('sha256');
  for (const input of VALIDATOR_INPUTS) {
    hash.update(`${input}\n`);
    hash.update(fs.readFileSync(path.join(base, input)));
  }
  return hash.digest('hex');
}

/** The digest written on a generated file's first line, or null (missing file, no line). */
export function writtenDigest(file) {
  let head;
  try {
    const fd = fs.openSync(file, 'r');
    try {
      const buffer = Buffer.alloc(100);
      head = buffer.subarray(0, fs.readSync(fd, buffer, 0, 100, 0)).toString('utf8');
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    return null;
  }
  return DIGEST_LINE.exec(head)?.[1] ?? null;
}

/** The generated files (relative paths) that are missing or stale under `base`. */
export function staleValidators(base = root, digest = validatorsDigest(base)) {
  return VALIDATOR_FILES.filter(({ file }) => writtenDigest(path.join(base, file)) !== digest).map(
    ({ file }) => file,
  );
}

/** Runs a generator under `base`, writing `target` (the default generator, ts-node). */
function runGenerator(base, generator, target) {
  execFileSync(
    path.join(base, 'node_modules/.bin/ts-node'),
    ['--transpile-only', '-r', 'tsconfig-paths/register', generator, target],
    { cwd: base, stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

/**
 * Generates the missing or stale validators under `base`; returns the files written. `generate`
 * (base, generator, target) writes one file: the tests pass a stand-in.
 */
export function ensureValidators({ base = root, generate = runGenerator, log = console.log } = {}) {
  const digest = validatorsDigest(base);
  const stale = staleValidators(base, digest);
  for (const file of stale) {
    const { generator } = VALIDATOR_FILES.find((entry) => entry.file === file);
    const target = path.join(base, file);
    const temporary = path.join(
      path.dirname(target),
      `.${path.basename(target)}.${process.pid}.tmp${path.extname(target)}`,
    );
    try {
      generate(base, generator, temporary);
      const code = fs.readFileSync(temporary, 'utf8');
      fs.writeFileSync(temporary, `// Inputs digest: ${digest}\n${code}`);
      fs.renameSync(temporary, target);
    } finally {
      fs.rmSync(temporary, { force: true });
    }
    log(`validators: generated ${file}`);
  }
  return stale;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const stale = staleValidators();
    for (const file of stale) console.error(`validators: ${file} is missing or stale`);
    process.exit(stale.length > 0 ? 1 : 0);
  }
  ensureValidators();
}

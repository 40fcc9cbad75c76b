// The compiled contract validators (not committed) are keyed on the digest of their inputs:
// missing or stale ones are generated, fresh ones kept. Checked on a scratch copy of the inputs
// with a stand-in generator, then on the repository itself (Jest's global set-up made them
// fresh). scripts/contract/validators.mjs is an ES module, Jest runs CommonJS: each check runs
// in a child process.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const projectRoot = path.resolve(__dirname, '../../..');
const moduleUrl = pathToFileURL(path.join(projectRoot, 'scripts/contract/validators.mjs')).href;

const FORMS = 'src/lib/forms/contractValidators.gen.ts';
const SERVER = 'src/server/contract/operationValidators.gen.cjs';

/** Runs `body` (an ES module body with the script's exports in scope); its printed JSON. */
function inChild(body: string): unknown {
  const script = `
    import fs from 'node:fs';
    import { ensureValidators, staleValidators, validatorsDigest } from ${JSON.stringify(moduleUrl)};
    ${body}
  `;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: projectRoot,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as unknown;
}

/** Ensures the validators under `base` with a stand-in generator; the files it wrote. */
const ensureIn = (base: string) =>
  inChild(`
    const written = ensureValidators({
      base: ${JSON.stringify(base)},
      log: () => {},
      generate: (base, generator, target) => fs.writeFileSync(target, 'made by ' + generator + '\\n'),
    });
    console.log(JSON.stringify(written));
  `) as string[];

/** The files the digest covers, as the script lists them. */
const INPUTS = inChild(
  `import { VALIDATOR_INPUTS } from ${JSON.stringify(moduleUrl)};
   console.log(JSON.stringify(VALIDATOR_INPUTS));`,
) as string[];

describe('compiled contract validators', () => {
  let base: string;
  beforeEach(() => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'validators-'));
    for (const input of INPUTS) {
      fs.mkdirSync(path.join(base, path.dirname(input)), { recursive: true });
      fs.writeFileSync(path.join(base, input), `${input} v1\n`);
    }
    for (const file of [FORMS, SERVER]) {
      fs.mkdirSync(path.join(base, path.dirname(file)), { recursive: true });
    }
  });
  afterEach(() => fs.rmSync(base, { recursive: true, force: true }));

  const read = (file: string) => fs.readFileSync(path.join(base, file), 'utf8');
  /** The files of a folder other than the inputs: the generated one, no temporary file. */
  const outputsIn = (folder: string) =>
    fs.readdirSync(path.join(base, folder)).filter((name) => !INPUTS.includes(`${folder}/${name}`));

  it('generates missing ones with the digest on their first line, then keeps them', () => {
    expect(ensureIn(base)).toEqual([FORMS, SERVER]);
    const digest = inChild(
      `console.log(JSON.stringify(validatorsDigest(${JSON.stringify(base)})))`,
    ) as string;
    expect(read(FORMS)).toBe(
      `// Inputs digest: ${digest}\nmade by scripts/contract/formValidators.ts\n`,
    );
    expect(read(SERVER).split('\n')[0]).toBe(`// Inputs digest: ${digest}`);
    // Fresh: nothing is written again.
    fs.appendFileSync(path.join(base, SERVER), '// kept\n');
    expect(ensureIn(base)).toEqual([]);
    expect(read(SERVER)).toMatch(/\/\/ kept\n$/);
  });

  it('regenerates both when the contract changes, and one whose digest line is not the inputs', () => {
    ensureIn(base);
    fs.writeFileSync(path.join(base, 'openapi/surtidor.json'), '{"changed": true}\n');
    expect(ensureIn(base)).toEqual([FORMS, SERVER]);
    fs.writeFileSync(path.join(base, FORMS), `// Inputs digest: ${'0'.repeat(64)}\nold\n`);
    expect(ensureIn(base)).toEqual([FORMS]);
    expect(read(FORMS)).toMatch(/made by/);
    // No temporary file is left beside them.
    expect(outputsIn('src/lib/forms')).toEqual(['contractValidators.gen.ts']);
  });

  it('leaves the target as it was when the generator fails', () => {
    ensureIn(base);
    const before = read(SERVER);
    fs.writeFileSync(path.join(base, 'openapi/surtidor.json'), '{"changed": 2}\n');
    expect(() =>
      inChild(`
        ensureValidators({
          base: ${JSON.stringify(base)},
          log: () => {},
          generate: () => { throw new Error('generator failed'); },
        });
      `),
    ).toThrow(/generator failed/);
    expect(read(SERVER)).toBe(before);
    expect(outputsIn('src/server/contract')).toEqual(['operationValidators.gen.cjs']);
  });

  it("are fresh in the repository once Jest's global set-up has run", () => {
    expect(inChild('console.log(JSON.stringify(staleValidators()))')).toEqual([]);
  });
});

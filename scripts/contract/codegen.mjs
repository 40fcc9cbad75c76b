// `npm run codegen`: contract fragments -> openapi/surtidor.json -> src/api/generated/*.gen.ts,
// and the forms' validators of the JSON request bodies -> src/lib/forms/contractValidators.gen.ts.
// The generated folder is emptied first so a removed tag leaves no stale file behind.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleContract, bundlePath } from './bundle.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const generatedDir = path.join(root, 'src/api/generated');
const formValidatorsFile = path.join(root, 'src/lib/forms/contractValidators.gen.ts');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

try {
  fs.writeFileSync(bundlePath, bundleContract());
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
fs.rmSync(generatedDir, { recursive: true, force: true });
fs.mkdirSync(generatedDir, { recursive: true });
execFileSync(bin('rtk-query-codegen-openapi'), ['openapi/codegen.config.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
execFileSync(
  bin('ts-node'),
  ['--transpile-only', '-r', 'tsconfig-paths/register', 'scripts/contract/formValidators.ts'],
  { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
);
execFileSync(
  bin('prettier'),
  ['--log-level', 'warn', '--write', generatedDir, bundlePath, formValidatorsFile],
  {
    cwd: root,
    stdio: 'inherit',
  },
);

// Run by scripts/contract/validators.mjs (when missing or stale): compiles every validator of the server (each operation's path
// parameters, query, JSON body and response bodies, and the error body) into ajv "standalone"
// code, src/server/contract/operationValidators.gen.cjs, with the contract's digest. The server
// uses them when its contract has that digest (validator.ts): compiling them at start-up cost
// every node and every test file seconds of CPU.
import fs from 'node:fs';
import path from 'node:path';
import Ajv, { _ } from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import { loadContract } from '../../src/server/contract/loadContract';
import {
  AJV_OPTIONS,
  addContractSchemas,
  contractDigest,
  contractSchemas,
} from '../../src/server/contract/validator';
import { standaloneModule } from './standaloneModule';

const root = path.resolve(__dirname, '../..');
// The file to write: scripts/contract/validators.mjs names a temporary one beside the target.
const outFile =
  process.argv[2] ?? path.join(root, 'src/server/contract/operationValidators.gen.cjs');

const { document, operations } = loadContract();
const ajv = addContractSchemas(
  new Ajv({ ...AJV_OPTIONS, code: { source: true, formats: _`contractFormats` } }),
  document,
);
const schemas = contractSchemas(document, operations);
for (const [name, schema] of Object.entries(schemas)) ajv.addSchema(schema as object, name);

fs.writeFileSync(
  outFile,
  standaloneModule({
    module: 'cjs',
    generator: 'scripts/contract/serverValidators.ts',
    what: "ajv's standalone validators of every operation's parameters, bodies and responses",
    code: standaloneCode(ajv, Object.fromEntries(Object.keys(schemas).map((n) => [n, n]))),
    imports: ["const { contractFormats } = require('../../lib/forms/contractFormats');"],
    validatorType: null,
    extra: [`exports.CONTRACT_DIGEST = ${JSON.stringify(contractDigest(document))};`],
  }),
);

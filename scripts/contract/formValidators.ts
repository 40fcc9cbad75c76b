// Run by scripts/contract/validators.mjs (when missing or stale): compiles the contract's JSON request bodies into ajv "standalone"
// validators (src/lib/forms/contractValidators.gen.ts) for the client's form checks. ajv builds
// validators with `new Function`, which the client's Content-Security-Policy forbids; standalone
// code is the same validator written out at build time. The schemas, formats and text rule are
// the server's own request variant (addContractSchemas, INPUT_CONTRACT_ID), so client and server
// read the contract the same way.
import fs from 'node:fs';
import path from 'node:path';
import Ajv, { _ } from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import { INPUT_CONTRACT_ID } from '../../src/server/contract/jsonSchema';
import type { OpenApiDocument } from '../../src/server/contract/loadContract';
import { AJV_OPTIONS, addContractSchemas } from '../../src/server/contract/validator';
import { standaloneModule } from './standaloneModule';

const root = path.resolve(__dirname, '../..');
// The file to write: scripts/contract/validators.mjs names a temporary one beside the target.
const outFile = process.argv[2] ?? path.join(root, 'src/lib/forms/contractValidators.gen.ts');

interface Contract {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
  components: { schemas: Record<string, unknown> };
}

const contract = JSON.parse(
  fs.readFileSync(path.join(root, 'openapi/surtidor.json'), 'utf8'),
) as Contract;

/** The component schemas sent as a JSON request body: what a form can check before sending. */
function requestBodySchemas(): string[] {
  const names = new Set<string>();
  for (const operations of Object.values(contract.paths)) {
    for (const operation of Object.values(operations)) {
      const json = operation.requestBody?.content?.['application/json'] as
        { schema?: { $ref?: string } } | undefined;
      const ref = json?.schema?.$ref;
      if (ref?.startsWith('#/components/schemas/')) names.add(ref.split('/').pop()!);
    }
  }
  return [...names].sort();
}

// The server's formats and shared schemas, without its defaults (a form never fills a value in).
const { useDefaults: _serverOnly, ...formOptions } = AJV_OPTIONS;
const ajv = addContractSchemas(
  new Ajv({ ...formOptions, code: { source: true, esm: true, formats: _`contractFormats` } }),
  contract as unknown as OpenApiDocument,
);

const names = requestBodySchemas();
fs.writeFileSync(
  outFile,
  standaloneModule({
    module: 'esm',
    generator: 'scripts/contract/formValidators.ts',
    what: "ajv's standalone validators of the JSON request bodies",
    code: standaloneCode(
      ajv,
      Object.fromEntries(names.map((name) => [name, `${INPUT_CONTRACT_ID}#/definitions/${name}`])),
    ),
    imports: [
      "import { contractFormats } from './contractFormats';",
      "import type { ContractValidator } from './schemaRules';",
    ],
    validatorType: 'ContractValidator',
  }),
);

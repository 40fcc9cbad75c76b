// @rtk-query/codegen-openapi configuration: one generated file per contract tag
// (src/api/generated/<tag>.gen.ts), each injected into the empty base API.
// Paths are relative to this folder, so the generated imports are relative too.
import fs from 'node:fs';
import path from 'node:path';
import type { ConfigFile } from '@rtk-query/codegen-openapi';

const doc = JSON.parse(fs.readFileSync(path.join(__dirname, 'surtidor.json'), 'utf8')) as {
  tags: { name: string }[];
};

type MultiFileConfig = Extract<ConfigFile, { outputFiles: unknown }>;

const outputFiles: MultiFileConfig['outputFiles'] = {};
for (const { name } of doc.tags) {
  outputFiles[`../src/api/generated/${name}.gen.ts`] = {
    exportName: `${name}Api`,
    filterEndpoints: (_operationName, definition) =>
      (definition.operation.tags ?? []).includes(name),
  };
}

const config: MultiFileConfig = {
  schemaFile: './surtidor.json',
  apiFile: '../src/api/baseApi.ts',
  apiImport: 'baseApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  outputFiles,
};

export default config;

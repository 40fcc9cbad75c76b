// ajv's standalone output made into a generated module with a header naming the generator:
// - an ES module in TypeScript (`esm`): its run-time helpers loaded with import (ajv's ESM
//   output still require()s them) and the exported validators typed when a type is given;
// - a CommonJS file (.cjs, for the server): loaded as it is, no compiler on the way (Jest's
//   TypeScript transform took over a minute on the server's 5 MB of validators).
export function standaloneModule(options: {
  module: 'esm' | 'cjs';
  generator: string;
  /** What the validators are, for the header. */
  what: string;
  code: string;
  imports: string[];
  /** The type of each exported validator (imported by `imports`), or null. */
  validatorType: string | null;
  extra?: string[];
}): string {
  let code = options.code;
  if (options.module === 'esm') {
    code = code.replace(
      /const (\w+) = require\("([^"]+)"\)\.default;/g,
      (_match, local: string, from: string) => `import ${local} from "${from}";`,
    );
    if (code.includes('require(')) throw new Error('Unexpected require() in the standalone code');
    code = code.replace(/^"use strict";/, '');
  }
  if (options.validatorType) {
    code = code.replace(
      /export const (\w+) = (validate\d+);/g,
      `export const $1: ${options.validatorType} = $2;`,
    );
  }
  return [
    `// Generated when missing or stale (scripts/contract/validators.mjs, ${options.generator}) from`,
    `// openapi/surtidor.json: ${options.what}. Never edit.`,
    '/* eslint-disable */',
    ...(options.module === 'esm' ? ['// @ts-nocheck'] : []),
    ...options.imports,
    code,
    ...(options.extra ?? []),
    '',
  ].join('\n');
}

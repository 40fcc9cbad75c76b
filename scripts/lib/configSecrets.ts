// The secret configuration variables, read from the server's declarations (src/server/config.ts):
// `ts-node scripts/lib/configSecrets.ts` prints their names as JSON. scripts/testAll.mjs gives
// each a sentinel value during the build, which tests/e2e/bundleSecrets.test.ts looks for.
import { CONFIG_VARIABLES } from '../../src/server/config';

export function secretVariableNames(): string[] {
  return CONFIG_VARIABLES.filter((v) => v.secret).map((v) => v.name);
}

if (require.main === module) console.log(JSON.stringify(secretVariableNames()));

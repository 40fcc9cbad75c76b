// One Jest run, three projects: client (jsdom + MSW), server (Node, real database) and e2e (Chromium).
const path = require('node:path');

const rootDir = path.resolve(__dirname, '..');
// msw 2 pulls a few ESM-only packages: let ts-jest transpile them (see shared toolchain notes).
// openid-client (modules/sso) and its oauth4webapi and jose are ESM-only too.
const esmOnly = [
  'rettime',
  '@open-draft/deferred-promise',
  'until-async',
  'kysely-pglite',
  'openid-client',
  'oauth4webapi',
  'jose',
];
const tsJest = [
  'ts-jest',
  {
    // Transpile only: `npm run typecheck` type-checks everything once, faster than per file.
    tsconfig: {
      isolatedModules: true,
      module: 'commonjs',
      moduleResolution: 'node10',
      jsx: 'react-jsx',
      allowJs: true,
      esModuleInterop: true,
      target: 'ES2022',
      resolveJsonModule: true,
    },
  },
];
const common = {
  rootDir,
  transform: { '^.+\\.(t|j|mj)sx?$': tsJest },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'client',
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { customExportConditions: [''] },
      // tests/<path> mirrors src/<path>: client code under these folders, server code under tests/server;
      // flows and replay hold tests of whole client flows (tests/README.md).
      testMatch: [
        '<rootDir>/tests/{lib,api,store,features,app,i18n,theme,components,flows,replay}/**/*.test.{ts,tsx}',
      ],
      setupFilesAfterEnv: ['<rootDir>/tests/support/setupClient.ts'],
      // The contract's compiled validators, generated when missing or stale.
      globalSetup: '<rootDir>/tests/support/globalSetupValidators.cjs',
    },
    {
      ...common,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/{server,scripts}/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/setupServer.ts'],
      // The migrated database templates every server test file copies (databaseTemplates.ts).
      globalSetup: '<rootDir>/tests/support/globalSetupServer.cjs',
      globalTeardown: '<rootDir>/tests/support/globalTeardownServer.cjs',
    },
    {
      ...common,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/setupE2e.ts'],
      // The demo data folder every end-to-end server starts on a copy of (demoDataDir.ts).
      globalSetup: '<rootDir>/tests/support/globalSetupE2e.cjs',
    },
  ],
};

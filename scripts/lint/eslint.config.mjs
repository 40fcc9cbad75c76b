// ESLint flat config (kept under scripts/ so the top level stays as the architecture map says;
// `npm run lint` passes it with -c). Besides the usual rules it enforces the architecture, on
// the paths imports resolve to (so neither '@/' nor '../' can get round it):
//   client: lib -> store -> api -> components -> features -> app, no imports across features,
//           presentational components free of data access;
//   server: each module of src/server/modules is entered only through its index.ts, and the
//           shared infrastructure never imports a module;
//   both:   no import cycles, the server apart from the client, nothing from scripts/;
//   scripts: server modules only through their index.ts, as the server (tests may import a
//           module's internals: they test them);
//   handlers: no Kysely, database code, sql`` or query in src/server/**/handlers.ts and
//           *Handlers.ts (the module's stores own the queries);
// and one file-naming convention.
// tests/scripts/lint/eslint.config.test.ts shows each boundary refusing an import.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Which files may import a package: one owner per library, so a second way of doing the same
 * thing (dates, spreadsheets, queries) cannot creep in. Paths are relative to the root; `onlyIn`
 * lists the files or folders that may import the package, `notIn` (regular expressions) the
 * files that may not. Tests are free: they check the owners from outside.
 */
export const PACKAGE_OWNERS = [
  {
    packages: ['luxon'],
    // One dates library for the server and the client alike (calendar days, zoned times).
    onlyIn: ['src/lib/dates/'],
    message: 'dates go through src/lib/dates (luxon is imported only there)',
  },
  {
    // The user's chosen SheetJS, in the browser and for writing; the server reads hostile
    // spreadsheets with exceljs only (SheetJS 0.18.5 on the registry has two advisories: see
    // docs/sales-data.md, "Untrusted files").
    packages: ['xlsx'],
    onlyIn: [
      'src/lib/xlsx.ts',
      'src/features/files/model/spreadsheet.ts',
      'src/features/ticketsUpload/model/previewSheet.ts',
    ],
    message:
      'SheetJS is imported only by src/lib/xlsx.ts (the one writer) and the two browser previews',
  },
  {
    packages: ['exceljs'],
    onlyIn: ['src/server/modules/tickets/spreadsheet/sheetWorker.cjs'],
    message: "the server reads spreadsheets only in the tickets module's sheet worker (exceljs)",
  },
];

/** `name` is `pkg` or one of its subpaths. */
const isPackage = (name, pkg) => name === pkg || name.startsWith(`${pkg}/`);

/**
 * Handlers (handlers.ts and *Handlers.ts under src/server) map HTTP to calls and answers: the queries
 * are the module's stores'. So a handler imports neither Kysely nor the database code (but its
 * row types and error tests), tags no sql``, and starts no query on the db it is given.
 */
const HANDLERS_OWN_NO_QUERIES =
  'handlers hold no SQL: move the query into a store of the module (e.g. <module>Store.ts) and call it';
const HANDLER_DB_IMPORTS = [
  'src/server/db/schema',
  'src/server/db/schema.gen',
  'src/server/db/errors',
];
const QUERY_BUILDER_METHODS = [
  'selectFrom',
  'selectNoFrom',
  'insertInto',
  'replaceInto',
  'updateTable',
  'deleteFrom',
  'mergeInto',
  'with',
  'withRecursive',
  'transaction',
  'connection',
  'executeQuery',
];

/** Local rules: file names, package owners, handlers without queries. */
const architectureRules = (root) => ({
  rules: {
    'package-owners': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = path.relative(root, context.filename).replaceAll('\\', '/');
        if (file.startsWith('tests/')) return {};
        const check = (node, source) => {
          if (typeof source !== 'string') return;
          for (const owner of PACKAGE_OWNERS) {
            if (!owner.packages.some((pkg) => isPackage(source, pkg))) continue;
            const allowed =
              (!owner.onlyIn || owner.onlyIn.some((place) => file.startsWith(place))) &&
              !(owner.notIn ?? []).some((pattern) => new RegExp(pattern).test(file));
            if (!allowed) context.report({ node, message: `${source}: ${owner.message}.` });
          }
        };
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => check(node, node.source.value),
          CallExpression: (node) =>
            node.callee.type === 'Identifier' &&
            node.callee.name === 'require' &&
            check(node, node.arguments[0]?.value),
        };
      },
    },
    'handlers-without-queries': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const dir = path.dirname(context.filename);
        /** The root-relative path a specifier resolves to ('@/' or relative), without extension. */
        const resolved = (source) => {
          let target = null;
          if (source.startsWith('@/')) target = path.join(root, 'src', source.slice(2));
          else if (source.startsWith('.')) target = path.resolve(dir, source);
          if (target === null) return null;
          return path
            .relative(root, target)
            .replaceAll('\\', '/')
            .replace(/\.(ts|js|mjs|cjs)$/, '');
        };
        const checkImport = (node, source) => {
          if (typeof source !== 'string') return;
          const target = resolved(source);
          const database =
            target !== null &&
            (target === 'src/server/db' || target.startsWith('src/server/db/')) &&
            !HANDLER_DB_IMPORTS.includes(target);
          if (isPackage(source, 'kysely') || database) {
            context.report({ node, message: `${source}: ${HANDLERS_OWN_NO_QUERIES}.` });
          }
        };
        const isSql = (tag) =>
          (tag.type === 'Identifier' && tag.name === 'sql') ||
          (tag.type === 'MemberExpression' &&
            tag.object.type === 'Identifier' &&
            tag.object.name === 'sql');
        return {
          ImportDeclaration: (node) => checkImport(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && checkImport(node, node.source.value),
          ExportAllDeclaration: (node) => checkImport(node, node.source.value),
          ImportExpression: (node) => checkImport(node, node.source.value),
          TaggedTemplateExpression: (node) =>
            isSql(node.tag) &&
            context.report({ node, message: `sql\`\`: ${HANDLERS_OWN_NO_QUERIES}.` }),
          CallExpression: (node) =>
            node.callee.type === 'MemberExpression' &&
            node.callee.property.type === 'Identifier' &&
            QUERY_BUILDER_METHODS.includes(node.callee.property.name) &&
            context.report({
              node,
              message: `.${node.callee.property.name}(): ${HANDLERS_OWN_NO_QUERIES}.`,
            }),
        };
      },
    },
    'file-naming': {
      meta: { type: 'suggestion', schema: [] },
      create(context) {
        const file = path.relative(root, context.filename).replaceAll('\\', '/');
        const base = path.posix.basename(file);
        const stem = base
          .replace(/\.(gen|styles|test|stories|paths|config)?\.?(tsx?|mjs|cjs|js)$/, '')
          // A test is named for the file it tests: eslint.config.test.ts tests eslint.config.mjs.
          .replace(/\.config$/, '')
          .replace(/\.$/, '');
        let problem = null;
        if (/^(src|tests)\/server\/db\/migrations\//.test(file)) {
          if (!/^(\d{4}_[a-z0-9_]+|index)$/.test(stem))
            problem = 'migrations are named NNNN_snake_case.ts';
        } else if (
          /\/(components|screens|containers)\/[^/]+\.tsx$/.test(file) ||
          /^stories\//.test(file)
        ) {
          if (!/^[A-Z][A-Za-z0-9]*$/.test(stem))
            problem = 'component modules and stories are PascalCase';
        } else if (/^(src|tests|scripts)\//.test(file) && !/^[a-zA-Z][A-Za-z0-9]*$/.test(stem)) {
          problem = 'modules are camelCase (components PascalCase): no dashes or underscores';
        }
        return problem
          ? {
              Program(node) {
                context.report({ node, message: `File name "${base}": ${problem}.` });
              },
            }
          : {};
      },
    },
  },
});

/** The folders directly inside root/dir (none when it does not exist). */
function foldersIn(root, dir) {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Server code shared by every module; it never imports one. */
const SERVER_INFRASTRUCTURE = [
  'access',
  'contract',
  'db',
  'delivery',
  'http',
  'mail',
  'storage',
  'shared',
];
/** Client folders the server never imports (it may use src/lib and src/api/generated). */
const CLIENT_ONLY = ['components', 'features', 'app', 'store', 'theme', 'i18n'];

/** One zone of an area: its files may not import files under `from`, but those under `except`. */
const forbid = (from, message, except) => ({ from, message, ...(except ? { except } : {}) });

/**
 * The boundaries, as import-x/no-restricted-paths settings per area: the files of an area (a
 * folder, less `ignores`) may not import what its zones name. Paths are relative to the root
 * and are folders, not globs, so checking a file costs a path comparison per zone. The areas
 * do not overlap: a later setting of the rule would replace an earlier one, not add to it.
 */
function boundaryAreas(root) {
  const features = foldersIn(root, 'src/features');
  // src/server/modules/shared holds helpers every module uses (crudRepository, period).
  const modules = foldersIn(root, 'src/server/modules').filter((name) => name !== 'shared');
  const area = (folder, zones, ignores = []) => ({
    files: [`${folder}/**`],
    ignores,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: zones.map((zone) => ({ target: folder, ...zone })) },
      ],
    },
  });
  const src = (...names) => names.map((name) => `src/${name}`);

  const noScripts = forbid(
    'scripts',
    'src/ must not import from scripts/; move the code into src/.',
  );
  const client = [noScripts, forbid('src/server', 'the client never imports the server.')];
  const presentational = (...from) =>
    from.map((dir) =>
      forbid(dir, 'presentational components take props: no API, store or app imports.'),
    );
  const otherFeatures = (own) =>
    features
      .filter((feature) => feature !== own)
      .map((feature) =>
        forbid(
          `src/features/${feature}`,
          `features never import each other (here features/${feature}); move shared code to src/components, src/lib or src/store.`,
        ),
      );
  const featureData = src('app', 'api/generated', 'api/baseApi.ts', 'api/baseQuery.ts').map((dir) =>
    forbid(dir, 'features import data only from @/api and the store hooks from @/store/hooks.'),
  );

  const serverMessage = 'the server shares only src/lib and generated API types with the client.';
  const server = [
    noScripts,
    ...src(...CLIENT_ONLY).map((dir) => forbid(dir, serverMessage)),
    forbid('src/api', serverMessage, ['./generated']),
  ];
  const moduleEntries = (own) =>
    modules
      .filter((module) => module !== own)
      .map((module) =>
        forbid(
          `src/server/modules/${module}`,
          `modules/${module} is entered only through its index.ts; export what other code needs from there.`,
          ['./index.ts'],
        ),
      );
  const infrastructure = [
    ...SERVER_INFRASTRUCTURE.map((dir) => `server/${dir}`),
    'server/modules/shared',
  ];

  return [
    area('src/lib', [
      noScripts,
      forbid('src', 'src/lib is pure and imports only src/lib.', ['./lib']),
    ]),
    ...src('theme', 'i18n').map((folder) =>
      area(folder, [
        ...client,
        ...src('api', 'store', 'features', 'app', 'components').map((dir) =>
          forbid(dir, 'theme and i18n are the bottom layer.'),
        ),
      ]),
    ),
    area('src/store', [
      ...client,
      ...src('features', 'app', 'components').map((dir) =>
        forbid(dir, 'store may import only lib and generated API types.'),
      ),
      forbid('src/api', 'store may import only lib and generated API types.', ['./generated']),
    ]),
    area('src/api', [
      ...client,
      ...src('features', 'app', 'components').map((dir) =>
        forbid(dir, 'api may import only lib and store.'),
      ),
    ]),
    area('src/components', [
      ...client,
      ...presentational(...src('api', 'store', 'app', 'features')),
    ]),
    area('src/app', client),
    ...features.flatMap((feature) => [
      area(`src/features/${feature}/components`, [
        ...client,
        ...presentational(...src('api', 'store', 'app')),
        ...otherFeatures(feature),
      ]),
      area(
        `src/features/${feature}`,
        [...client, ...featureData, ...otherFeatures(feature)],
        [`src/features/${feature}/components/**`],
      ),
    ]),
    ...modules.map((module) =>
      area(`src/server/modules/${module}`, [...server, ...moduleEntries(module)]),
    ),
    ...src(...infrastructure).map((folder) =>
      area(folder, [
        ...server,
        forbid(
          'src/server/modules',
          'shared server code never imports a module: declare an interface the module implements and src/server/app.ts wires.',
          ['./shared'],
        ),
      ]),
    ),
    // The rest of the server (buildApp, the entry points, jobs, the demo) wires the modules.
    area(
      'src/server',
      [...server, ...moduleEntries(null)],
      [
        ...modules.map((module) => `src/server/modules/${module}/**`),
        ...src(...infrastructure).map((folder) => `${folder}/**`),
      ],
    ),
    // The scripts (benchmarks, imports, codegen) use a module as the server does: through its
    // index.ts. Tests are left out on purpose: a module's tests test its internals, so they may
    // import them (tests/server/modules/<module>/... mirrors the module's files).
    area('scripts', moduleEntries(null)),
  ];
}

/** The whole configuration, for the project at `root` (the lint test runs it on fixtures). */
export function surtidorConfig(root = projectRoot) {
  const architecture = architectureRules(root);
  return tseslint.config(
    {
      ignores: [
        'node_modules/',
        'dist/',
        'data/',
        'coverage/',
        // Scratch output of the tests and builds (git-ignored, as Prettier reads it).
        '.tmp/',
        'storybook-static/',
        'src/api/generated/',
        // ajv's standalone output (5 MB): generated, checked for freshness, never read by people.
        'src/server/contract/operationValidators.gen.cjs',
        '.storybook/public/',
        'tests/replay/logs/',
      ],
    },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      plugins: { 'react-hooks': reactHooks, architecture },
      languageOptions: {
        ecmaVersion: 2023,
        sourceType: 'module',
        globals: {
          window: 'readonly',
          document: 'readonly',
          console: 'readonly',
          process: 'readonly',
        },
      },
      rules: {
        'react-hooks/rules-of-hooks': 'error',
        'react-hooks/exhaustive-deps': 'error',
        '@typescript-eslint/no-unused-vars': [
          'error',
          { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
        ],
        '@typescript-eslint/consistent-type-imports': [
          'error',
          { fixStyle: 'inline-type-imports' },
        ],
        'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
        'architecture/file-naming': 'error',
        'architecture/package-owners': 'error',
      },
    },
    {
      // Where the boundaries apply (boundaryAreas): src/ and scripts/, not tests/.
      files: ['src/**', 'scripts/**'],
      plugins: { 'import-x': importX },
      settings: {
        'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
        // Resolutions are kept for the whole run (the default forgets them after 30 s).
        'import-x/cache': { lifetime: '∞' },
        'import-x/resolver-next': [
          createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') }),
          createNodeResolver(),
        ],
      },
      rules: {
        // Type-only imports are erased, so they make no cycle; npm packages are not followed. No
        // maxDepth: most of the rule's time is parsing each file once, which a depth does not save.
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
      },
    },
    ...boundaryAreas(root),
    {
      files: ['src/server/**/handlers.ts', 'src/server/**/*Handlers.ts'],
      rules: { 'architecture/handlers-without-queries': 'error' },
    },
    {
      files: ['src/server/**', 'scripts/**', 'tests/server/**', 'tests/e2e/**', 'tests/support/**'],
      rules: { 'no-console': 'off' },
    },
    {
      files: ['**/*.cjs'],
      languageOptions: {
        sourceType: 'commonjs',
        globals: { require: 'readonly', module: 'writable', __dirname: 'readonly' },
      },
      rules: { '@typescript-eslint/no-require-imports': 'off' },
    },
    prettier,
  );
}

export default surtidorConfig();

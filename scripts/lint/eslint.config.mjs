// ESLint flat config (kept under scripts/ so the top level stays as the architecture map says;
// `npm run lint` passes it with -c). Besides the usual rules it enforces the architecture:
// lib -> store -> api -> components -> features -> app, no imports across features,
// presentational components free of data access, the server apart from the client, and
// one file-naming convention.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const featureOf = (file) => /src\/features\/([^/]+)\//.exec(file)?.[1];

/** Local rules: feature isolation and file names. */
const architecture = {
  rules: {
    'no-cross-feature-imports': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = context.filename.replaceAll('\\', '/');
        const own = featureOf(file);
        if (!own) return {};
        return {
          ImportDeclaration(node) {
            const source = node.source.value;
            let target;
            if (source.startsWith('@/features/')) target = source.split('/')[2];
            else if (source.startsWith('.')) {
              target = featureOf(path.posix.join(path.posix.dirname(file), source) + '/');
            }
            if (target && target !== own) {
              context.report({
                node,
                message: `features/${own} must not import features/${target}; move shared code to src/components, src/lib or src/store.`,
              });
            }
          },
        };
      },
    },
    // Production code ships without scripts/ (tools, benchmarks, demo senders): it never imports
    // from there; shared code lives in src/ and scripts import it.
    'no-scripts-in-production': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = path.relative(root, context.filename).replaceAll('\\', '/');
        if (!file.startsWith('src/')) return {};
        const check = (node, source) => {
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const target = path.posix.join(path.posix.dirname(file), source);
          if (target === 'scripts' || target.startsWith('scripts/')) {
            context.report({
              node,
              message: `src/ must not import from scripts/ (${source}); move the code into src/.`,
            });
          }
        };
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => check(node, node.source.value),
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
};

const restrict = (regex, message) => ['error', { patterns: [{ regex, message }] }];
// Import specifiers are matched as regular expressions on the '@/' alias.
const CLIENT_LAYERS = '^@/(api|store|features|app)(/|$)';

// Later entries override earlier ones for the same files, so the general rule comes first.
const layering = [
  {
    files: ['src/**'],
    ignores: ['src/server/**'],
    rules: {
      'no-restricted-imports': restrict('^@/server(/|$)', 'the client never imports the server.'),
    },
  },
  {
    files: ['src/lib/**'],
    rules: {
      'no-restricted-imports': restrict('^@/(?!lib/)', 'src/lib is pure and imports only src/lib.'),
    },
  },
  {
    files: ['src/theme/**', 'src/i18n/**'],
    rules: {
      'no-restricted-imports': restrict(
        '^@/(api|store|features|app|components|server)(/|$)',
        'theme and i18n are the bottom layer.',
      ),
    },
  },
  {
    files: ['src/store/**'],
    rules: {
      'no-restricted-imports': restrict(
        '^@/(api(?!/generated/)|features|app|components|server)(/|$)',
        'store may import only lib and generated API types.',
      ),
    },
  },
  {
    files: ['src/api/**'],
    rules: {
      'no-restricted-imports': restrict(
        '^@/(features|app|components|server)(/|$)',
        'api may import only lib and store.',
      ),
    },
  },
  {
    files: ['src/components/**', 'src/features/*/components/**'],
    rules: {
      'no-restricted-imports': restrict(
        `${CLIENT_LAYERS}|^@/server(/|$)`,
        'presentational components take props: no API, store or app imports.',
      ),
    },
  },
  {
    files: ['src/features/**'],
    ignores: ['src/features/*/components/**'],
    rules: {
      'no-restricted-imports': restrict(
        '^@/(app(?!/store/hooks$)|api/generated|api/baseApi|api/baseQuery|server)(/|$)',
        'features import data only from @/api and the store hooks from @/app/store/hooks.',
      ),
    },
  },
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': restrict(
        '^@/(components|features|app|store|theme|i18n|api(?!/generated/))(/|$)',
        'the server shares only src/lib and generated API types with the client.',
      ),
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'data/',
      'coverage/',
      'src/api/generated/',
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
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      'architecture/no-cross-feature-imports': 'error',
      'architecture/file-naming': 'error',
      'architecture/no-scripts-in-production': 'error',
    },
  },
  ...layering,
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

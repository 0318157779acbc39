// Lint for the whole monorepo: typescript-eslint (syntax-only rules: type-aware linting is too slow for 2 cores),
// React hooks for the web app, and the import boundaries of DESIGN.md §2 and §7 (domain ← apps; in the web app
// lib/components ← features ← app, no imports between features; in the API lib/db/plugins ← modules, a module
// reached only through its public entry, Drizzle only in repositories, decision 033). Import cycles are checked
// over the whole graph by scripts/lint.mjs (decision 055), which is what `npm run lint` runs.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const web = './apps/web/src';

/** One zone per feature folder: a feature may import from no other feature. */
function featureZones() {
  const featuresDir = path.join(root, 'apps', 'web', 'src', 'features');
  if (!fs.existsSync(featuresDir)) return [];
  return fs
    .readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `${web}/features/${name}`,
      from: `${web}/features`,
      except: [`./${name}`],
      message: 'Features do not import each other: move shared code to src/components, src/lib or packages/domain.',
    }));
}

const api = './apps/api/src';
const apiModulesDir = path.join(root, 'apps', 'api', 'src', 'modules');

/**
 * What other code may import from an API module (decision 033): its services (`*.service.ts`) and, for a module that
 * is one file, that file (`<m>/<m>.ts`). Repositories, kinds, helpers and routes are the
 * module's own. Absolute globs: with a glob `from`, import-x matches exceptions against the resolved file as given.
 */
const apiPublicEntries = [
  `${apiModulesDir}/*/*.service.ts`,
  ...(fs.existsSync(apiModulesDir) ? fs.readdirSync(apiModulesDir) : []).map(
    // `@(…)` keeps the path a glob, which import-x needs here.
    (name) => `${apiModulesDir}/${name}/@(${name}).ts`,
  ),
].map((glob) => glob.split(path.sep).join('/'));

/** One zone per API module: it imports another module only through that module's public entry. */
function apiModuleZones() {
  if (!fs.existsSync(apiModulesDir)) return [];
  return fs
    .readdirSync(apiModulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `${api}/modules/${name}`,
      from: `${apiModulesDir}/**`,
      except: [`${apiModulesDir}/${name}/**`, ...apiPublicEntries],
      message:
        "A module reaches another module only through its service (`<m>.service.ts`), never its repository or helpers: add what you need to that module's service.",
    }));
}

/** Tests and their support files set up data wherever they need it, so the API's boundaries do not apply to them. */
const apiTestFiles = [
  'apps/api/src/**/*.test.ts',
  'apps/api/src/test/**',
  'apps/api/src/**/*-test-support.ts',
  'apps/api/src/**/*.fixtures.ts',
];

const resolverOptions = {
  extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
  conditionNames: ['types', 'import', 'node', 'default'],
};

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    'data/',
    '**/coverage/',
    'test-results/',
    'playwright-report/',
    'apps/api/src/db/migrations/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    settings: {
      // Without these, import-x parses only .js files when following imports.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/external-module-folders': ['node_modules'],
      'import-x/resolver-next': [createNodeResolver(resolverOptions)],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // `type` over `interface` (STYLE.md), except inside `declare module`, where augmenting needs an interface.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program > TSInterfaceDeclaration, Program > ExportNamedDeclaration > TSInterfaceDeclaration',
          message: 'Use a `type` alias instead of an `interface` (interfaces only to augment a module).',
        },
        {
          // Asserting a value to `unknown` and then to another type silences the compiler instead of typing the value.
          selector:
            ':matches(TSAsExpression, TSTypeAssertion) > :matches(TSAsExpression, TSTypeAssertion).expression[typeAnnotation.type="TSUnknownKeyword"]',
          message:
            "No double assertion through `unknown`. Type the value instead: a form takes its schema's own types, `useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema) })`; a mock takes its function type, `vi.fn<typeof fetch>()`.",
        },
      ],
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description' }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: './packages/domain',
              from: './apps',
              message: 'packages/domain is shared by every app and may not depend on one.',
            },
            {
              target: [`${web}/lib`, `${web}/components`],
              from: [`${web}/features`, `${web}/app`],
              message: 'Shared code (lib, components) may not depend on features or the app shell.',
            },
            {
              target: `${web}/features`,
              from: `${web}/app`,
              message: 'Features may not depend on the app shell (routes, router, providers).',
            },
            ...featureZones(),
          ],
        },
      ],
    },
  },
  {
    // The API's layers (DESIGN.md §7, decision 033). These options replace the zones above for API files (a later
    // block's options replace an earlier one's); those zones concern the domain package and the web app only.
    files: ['apps/api/src/**/*.ts'],
    ignores: apiTestFiles,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: [`${api}/lib`, `${api}/plugins`, `${api}/db/*.ts`, `${api}/db/schema`],
              from: `${api}/modules`,
              message:
                'lib, db and plugins sit below the modules and never import them: move what they need down, or have app.ts hand it in.',
            },
            {
              // Demo data goes in through the modules' own services, like any other caller's.
              target: `${api}/db/seed`,
              from: `${apiModulesDir}/**`,
              except: apiPublicEntries,
              message: "Seeds write through a module's service, never its repository or helpers.",
            },
            ...apiModuleZones(),
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/*'],
              message:
                "Only repositories (`*.repository.ts`) and db/ touch Drizzle and the tables: move the query into the module's repository.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.repository.ts', 'apps/api/src/db/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/vite.config.ts'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    // The web app imports its own modules as `@/…` (vite.config.ts alias, tsconfig paths); the boundary rules must
    // resolve those, or they would silently skip most imports.
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ ...resolverOptions, alias: { '@': [path.join(root, 'apps', 'web', 'src')] } }),
      ],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
]);

// Lint for the whole monorepo: typescript-eslint (syntax-only rules: type-aware linting is too slow for 2 cores),
// React hooks for the web app, and the import boundaries of DESIGN.md §2 (domain ← apps; lib/components ←
// features ← app; no imports between features; no cycles).
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
      // Without these, import-x parses only .js files when following imports, and no-cycle sees no TypeScript.
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
      'import-x/no-cycle': ['error', { maxDepth: Infinity, ignoreExternal: true }],
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
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/vite.config.ts'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    // The web app imports its own modules as `@/…` (vite.config.ts alias, tsconfig paths); the boundary and cycle
    // rules must resolve those, or they would silently skip most imports.
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

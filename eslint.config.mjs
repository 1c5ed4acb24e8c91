// One flat config for the whole workspace. Module boundaries are enforced from the
// `scope:*` and `type:*` tags in each project's package.json (see docs/architecture.md).
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      '**/dist-server',
      '**/dist-static',
      '**/out-tsc',
      '**/.nx',
      '**/.data',
      'tmp',
      '**/storybook-static',
      '**/test-results',
      '**/routeTree.gen.ts',
      '**/locales/*.js',
      '**/locales/*.mjs',
      '**/vite.config.*.timestamp*',
      // Files that break rules on purpose, for tools/lint's tests of the rules.
      'tools/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    plugins: { '@nx': nx, 'import-x': importX },
    rules: {
      'import-x/no-cycle': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          // The tenant config the tenant Vite factory provides to the site build; the Firebase
          // SDK's entry points (their package.json files are named `firebase/app`, …, which the
          // project graph does not know as packages; `firebase` itself is a root dependency).
          allow: ['virtual:atrium-tenant', 'firebase/app', 'firebase/auth'],
          banTransitiveDependencies: true,
          // Libraries with many small entry points: lazily importing one entry (the floor plan
          // viewer, pusher-js behind @atrium/realtime) must not forbid static imports of others.
          checkDynamicDependenciesExceptions: ['@atrium/ui', '@atrium/realtime', '@atrium/consent'],
          depConstraints: [
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
            {
              sourceTag: 'scope:server',
              onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'],
            },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['scope:shared', 'scope:tools'] },
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: [
                'type:feature',
                'type:ui',
                'type:data-access',
                'type:util',
                'type:tool',
              ],
            },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util', 'type:tool'] },
            {
              sourceTag: 'type:feature',
              onlyDependOnLibsWithTags: [
                'type:feature',
                'type:ui',
                'type:data-access',
                'type:util',
              ],
            },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
            {
              sourceTag: 'type:data-access',
              onlyDependOnLibsWithTags: ['type:data-access', 'type:util'],
            },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
            { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:util', 'type:tool'] },
          ],
        },
      ],
    },
    settings: {
      // Resolves workspace packages (their `exports`) and relative imports as TypeScript does,
      // so `import-x/no-cycle` sees the real graph (an empty resolver list made it find nothing).
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ alwaysTryTypes: true, project: 'tsconfig.base.json' }),
      ],
      // The modules an import leads to are parsed as TypeScript too (no-cycle follows them).
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
    },
  },
  {
    // Node scripts and configuration files run in Node.
    files: ['**/*.mjs', '**/*.config.{ts,mts,js}', 'tools/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    // Benchmarks drive the apps as their clients do (over HTTP, as processes), never through an
    // app's internals, so an app's refactor cannot break them unseen.
    files: ['tools/bench/**/*.{ts,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)apps/', message: 'Start the app as a process instead.' }] },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  prettier,
);

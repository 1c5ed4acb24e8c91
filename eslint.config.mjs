// One flat config for the whole workspace. Module boundaries are enforced from the
// `scope:*` and `type:*` tags in each project's package.json (see docs/architecture.md).
import { readdirSync } from 'node:fs';
import path from 'node:path';

import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The one-way rule inside libs/site/src (docs/architecture.md, "Where things go"): the route layer
 * (`app/`) may import everything; a feature imports its own folder and what lies below the
 * features (`common/`, `frame/`, `routing/` and the infrastructure folders), never `app/` and never
 * another feature; `common/` never imports a feature; `frame/` never imports `common/` or a feature;
 * the infrastructure folders import neither. `server/` (the renderer, like `main.tsx` an entry that
 * builds the app) is free. A function of the library's folder so tools/lint can prove it on a fixture.
 */
export function siteLayerZones(src) {
  const features = `${src}/features`;
  // Every folder of features/ is a feature, so a new one is covered without editing this list.
  const FEATURES = readdirSync(features, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const INFRASTRUCTURE = [
    'routing',
    'behaviour',
    'mall',
    'realtime',
    'seo',
    'session',
    'theme',
    'toasts',
  ].map((folder) => `${src}/${folder}`);
  const toApp = 'imports app/, the route layer: move what both need to routing/ or below.';
  return [
    ...FEATURES.map((feature) => ({
      target: `${features}/${feature}`,
      from: features,
      except: [`./${feature}`],
      message: `features/${feature} imports another feature: move the shared piece to common/.`,
    })),
    { target: features, from: `${src}/app`, message: `A feature ${toApp}` },
    {
      target: `${src}/common`,
      from: [`${src}/app`, features],
      message: 'common/ is below the features: it imports neither app/ nor a feature.',
    },
    {
      target: `${src}/frame`,
      from: [`${src}/app`, features, `${src}/common`],
      message: 'frame/ (layouts, navigation, locale, errors, shell) imports no page code.',
    },
    {
      target: INFRASTRUCTURE,
      from: [`${src}/app`, features, `${src}/common`, `${src}/frame`],
      message: 'Infrastructure imports neither the route layer, pages nor the frame.',
    },
  ];
}

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
          checkDynamicDependenciesExceptions: [
            '@atrium/ui',
            '@atrium/realtime',
            '@atrium/consent',
            '@atrium/domain',
          ],
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
    files: ['libs/site/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: siteLayerZones(path.join(import.meta.dirname, 'libs/site/src')) },
      ],
    },
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

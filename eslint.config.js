import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/*
 * Module boundaries, checked on resolved paths so aliases and
 * relative paths count alike:
 * - a web feature imports only components/, lib/, testing/ and core: never another feature,
 *   never app/ (app/ puts features together, not the other way round);
 * - components/ and lib/ import neither features nor app/;
 * - the web never imports the API; core never imports either app;
 * - an API module is used by the rest of the API only through its public entry
 *   (modules/<name>/index.ts), never by reaching into its files (its repository, its service);
 *   only the composition root (app.ts, services.ts) wires modules from their own files, and a
 *   module's `testing.ts` helpers serve other modules' tests;
 * - no import cycles anywhere.
 * tooling/eslint-config.test.ts shows each rule failing on a probe.
 */
const WEB = './apps/web/src';
const FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const ONE_WAY = 'Imports flow components/lib → features → app.';

/** The web screens whose texts are in the translations (see the rule below). */
const TRANSLATED_SCREENS = [
  'apps/web/src/app/layouts/navbar/**/*.tsx',
  'apps/web/src/app/layouts/footer/**/*.tsx',
  'apps/web/src/app/layouts/*.tsx',
  'apps/web/src/app/routes/*.tsx',
  'apps/web/src/components/*.tsx',
  'apps/web/src/components/ui/**/*.tsx',
  'apps/web/src/components/forms/**/*.tsx',
  'apps/web/src/features/auth/**/*.tsx',
  'apps/web/src/features/contact/**/*.tsx',
  'apps/web/src/features/referral/**/*.tsx',
  'apps/web/src/features/home/**/*.tsx',
  'apps/web/src/features/about/**/*.tsx',
  'apps/web/src/features/legal/**/*.tsx',
  'apps/web/src/features/program-rankings/**/*.tsx',
  'apps/web/src/features/rankings/routes/rankings-page.tsx',
  'apps/web/src/features/rankings/routes/college-page.tsx',
  'apps/web/src/features/rankings/routes/how-we-rank-page.tsx',
  'apps/web/src/features/rankings/components/{rankings-*,ranking-figures,pro-filters,sort-select,filters-drawer,list-switch,favorite*,find-college,table-skeleton,college-figures,college-costs,flag-list,current-data,data-vintage,page-refusal,college-majors,college-charts,college-cautions,earnings-price-chart,method-years,method-limits,method-majors,method-loans}.tsx',
  'apps/web/src/features/calculator/**/*.tsx',
  'apps/web/src/features/resources/**/*.tsx',
  'apps/web/src/features/pricing/**/*.tsx',
  'apps/web/src/features/profile/**/*.tsx',
];
/** Attributes whose text a person reads or hears. */
const TRANSLATED_ATTRIBUTES = 'aria-label|alt|title|placeholder';
const UNTRANSLATED =
  'Students and families read this: put the text in the translations (apps/web/src/lib/i18n/en and es) and show it with t().';

const API = './apps/api/src';
const API_MODULES = readdirSync(new URL('./apps/api/src/modules', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Every folder of the API whose files may use a module (all but the composition root's files). */
const API_FOLDERS = ['accounts', 'cli', 'db', 'importer', 'lib', 'plugins', 'process'];

const apiModuleZones = API_MODULES.map((module) => ({
  target: [
    ...API_MODULES.filter((other) => other !== module).map((other) => `${API}/modules/${other}`),
    ...API_FOLDERS.map((folder) => `${API}/${folder}`),
  ],
  from: `${API}/modules/${module}`,
  except: ['./index.ts', './testing.ts'],
  message: `Use the ${module} module through its public entry (modules/${module}/index.ts): export what is needed there instead of importing its files.`,
}));

const boundaryZones = [
  ...apiModuleZones,
  ...FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: `A feature never imports another feature: move the shared piece to components/ or lib/. ${ONE_WAY}`,
  })),
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message: `A feature never imports app/. ${ONE_WAY}`,
  },
  {
    target: [`${WEB}/components`, `${WEB}/lib`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message: `Shared code never imports a feature or app/. ${ONE_WAY}`,
  },
  { target: './apps/web', from: './apps/api', message: 'The web app never imports from the API.' },
  {
    target: './packages/core',
    from: './apps',
    message: 'core depends on zod only, never on an app.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      'apps/api/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      // Probes that break the boundary rules on purpose; only tooling/eslint-config.test.ts lints them.
      'tooling/lint-probes/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          // Absolute, so the resolver finds the `@/` alias whatever the working directory.
          project: [
            'apps/web/tsconfig.json',
            'apps/api/tsconfig.json',
            'packages/core/tsconfig.json',
            'e2e/tsconfig.json',
            'tooling/tsconfig.json',
          ].map((file) => fileURLToPath(new URL(file, import.meta.url))),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // core never imports from the apps; web never imports from the api.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/api/**', '@degreeworth/api'],
              message: 'The web app never imports from the API.',
            },
          ],
        },
      ],
    },
  },
  {
    // What students and families see is translated (apps/web/src/lib/i18n): in the screens
    // already moved to the translations, a text written into the markup would show in English
    // on a Spanish page. Add each screen's folder here as its texts move.
    files: TRANSLATED_SCREENS,
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'JSXText[value=/[A-Za-z]/]', message: UNTRANSLATED },
        {
          selector: `JSXAttribute[name.name=/^(${TRANSLATED_ATTRIBUTES})$/] > Literal[value=/[A-Za-z]/]`,
          message: UNTRANSLATED,
        },
      ],
    },
  },
  {
    // Tests may read the real data files; the engine itself stays pure.
    files: ['packages/core/**/*.ts'],
    ignores: ['packages/core/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                'fastify',
                '@fastify/*',
                'drizzle-orm',
                'drizzle-orm/*',
                'node:*',
              ],
              message: 'core stays pure: zod only.',
            },
          ],
        },
      ],
    },
  },
);

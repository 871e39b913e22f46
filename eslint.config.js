import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Each workspace declares what it imports in its own package.json; npm's hoisting would otherwise hide a
 * missing declaration. The root's devDependencies are the shared test and build tools.
 */
const workspaces = [
  'packages/contracts',
  'packages/domain',
  'packages/db',
  'packages/demo-seed',
  'apps/api',
  'apps/web',
  'e2e',
  'bench',
];
/** Files that may import the root's devDependencies (tests, test kits, tool configs). */
const devFiles = [
  '**/*.test.{ts,tsx}',
  '**/testing/**',
  '**/testing.ts',
  '**/*.config.{ts,js,mjs}',
  'scripts/**',
  // Build steps (Vite plugins) run at build time only.
  'build/**',
];
/** Workspaces whose every file is a test or a tool. */
const devWorkspaces = new Set(['e2e', 'bench']);
const declaredDependencies = (packageDir, devDependencies) => ({
  'import-x/no-extraneous-dependencies': [
    'error',
    { packageDir, devDependencies, includeInternal: true, includeTypes: true },
  ],
});

/** One zone per folder under `parent`: it imports no other folder there. */
const siblingZones = (parent, message) =>
  readdirSync(new URL(parent, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({
      target: `./${parent}/${entry.name}`,
      from: `./${parent}`,
      except: [`./${entry.name}`],
      message,
    }));

/** Web layers: a feature never imports another feature, and shared/ imports no feature and not the app. */
const webSrc = 'apps/web/src';
const webLayerZones = [
  ...siblingZones(
    `${webSrc}/features`,
    'A feature never imports another feature: move what both need into shared/.',
  ),
  {
    target: [`./${webSrc}/shared`, `./${webSrc}/config`],
    from: [`./${webSrc}/features`, `./${webSrc}/app`],
    message: 'shared/ and config/ sit below the features and the app.',
  },
];

/**
 * API layers (docs/decisions/0056): a module never imports another module; what two modules share lives
 * below them, in access/ (the callers, sessions, tokens, invitations), answers/ (rows in the contract's
 * shapes), document-files/ (a document's file received and stored), notifications/ (the owners' e-mails
 * of what happened) or lib/. Those and plugins/ import no
 * module, and lib/ no plugin either. The connectors (integrations/) reach the provider module only.
 * figures/ imports none of its readers, and nothing the server runs imports the operator's admin/.
 */
const apiSrc = 'apps/api/src';
const apiLayerZones = [
  ...siblingZones(
    `${apiSrc}/modules`,
    'A module never imports another module: move what both need into access/, answers/, lib/ or a folder of its own.',
  ),
  {
    target: ['lib', 'plugins', 'access', 'answers', 'document-files', 'notifications', 'figures'].map(
      (folder) => `./${apiSrc}/${folder}`,
    ),
    from: `./${apiSrc}/modules`,
    message: 'lib/, plugins/ and the shared folders sit below the modules.',
  },
  {
    // The figures module is the one home of every figure an owner sees: what reads figures (the
    // modules, the statements, the commands) builds on it, never the other way.
    target: `./${apiSrc}/figures`,
    from: ['statements', 'jobs', 'admin', 'integrations'].map((folder) => `./${apiSrc}/${folder}`),
    message: 'figures/ sits below what reads the figures.',
  },
  {
    target: `./${apiSrc}/lib`,
    from: `./${apiSrc}/plugins`,
    message: 'lib/ sits below plugins/: move what both need into lib/ or access/.',
  },
  {
    target: `./${apiSrc}/integrations`,
    from: `./${apiSrc}/modules`,
    except: ['./provider'],
    message: 'A connector writes through the provider ingestion service only.',
  },
];

/** The operator's commands drive the server; nothing it runs imports them (tests may, to seed). */
const adminZone = {
  target: [
    'lib',
    'plugins',
    'access',
    'answers',
    'document-files',
    'notifications',
    'figures',
    'modules',
    'integrations',
    'statements',
    'jobs',
  ].map((folder) => `./${apiSrc}/${folder}`),
  from: `./${apiSrc}/admin`,
  message: 'admin/ (the operator commands) sits above everything the server runs.',
};

/** Import boundaries of the architecture guide: web never reaches into the server side. */
const serverOnly = [
  '@harborstay/db',
  '@harborstay/db/*',
  '@harborstay/demo-seed',
  '@harborstay/api',
  '@harborstay/api/*',
];
const webNeverImportsServer = { group: serverOnly, message: 'The web app never imports server code.' };

/**
 * The shared test fixtures (packages/contracts/src/testing) are for tests and the web test kit only. A rule of its
 * own (the typescript-eslint twin of no-restricted-imports), so that the layer rules below do not replace it.
 */
const testKitUsers = ['**/*.test.{ts,tsx}', 'apps/web/src/testing/**', 'packages/contracts/src/testing/**'];
const testKitOnly = {
  group: ['@harborstay/contracts/testing', '**/contracts/src/testing/**', '**/testing/fixtures'],
  message: 'The shared fixtures are test code: only *.test.* files and apps/web/src/testing import them.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { 'import-x': importX },
    settings: {
      // Without a parser for .ts and .tsx, no-cycle cannot read the modules it follows and sees no cycle.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'apps/web/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      ...declaredDependencies([root], true),
    },
  },
  ...workspaces.flatMap((workspace) => [
    {
      files: [`${workspace}/**/*.{ts,tsx,js,mjs}`],
      rules: declaredDependencies([`${root}${workspace}`, root], devWorkspaces.has(workspace)),
    },
    {
      files: devFiles.map((pattern) => `${workspace}/${pattern}`),
      rules: declaredDependencies([`${root}${workspace}`, root], true),
    },
  ]),
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: testKitUsers,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [testKitOnly] }] },
  },
  {
    files: [`${apiSrc}/**/*.ts`],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: apiLayerZones }] },
  },
  {
    files: [`${apiSrc}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...apiLayerZones, adminZone] }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: webLayerZones }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [webNeverImportsServer],
          paths: [
            {
              name: '@mantine/core',
              importNames: ['PasswordInput'],
              message:
                'Use PasswordField (shared/ui/password-field): its show/hide button is in the Tab order.',
            },
          ],
        },
      ],
    },
  },
  {
    // A page's first Intl object starts the browser's ICU: about 100 ms of a phone's main thread
    // in the task that paints the page (decision 0071). shared/format writes en-US by hand.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'Intl',
          message: 'Format with shared/format (decision 0071): Intl starts ICU on the first render.',
        },
      ],
      'no-restricted-properties': [
        'error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString', 'localeCompare'].map(
          (property) => ({
            property,
            message:
              'Format with shared/format, compare with < (decision 0071): this starts ICU on the first render.',
          }),
        ),
      ],
    },
  },
  {
    // The web calls endpoints through contracts' routes (`dashboardCalls`): an endpoint group's value
    // brings its schemas, which zod builds when the page loads (decision 0072). Its type is free.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: testKitUsers,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            testKitOnly,
            {
              group: ['@harborstay/contracts'],
              importNamePattern: 'Endpoints$',
              allowTypeImports: true,
              message:
                'Call the endpoint through its route (`…Calls` of contracts, decision 0072): the endpoint brings its schemas.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/shared/ui/password-field.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [webNeverImportsServer] }] },
  },
  {
    files: ['packages/contracts/**/*.ts', 'packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...serverOnly, 'node:*'],
              message: 'contracts and domain are pure and shared with the browser.',
            },
          ],
        },
      ],
    },
  },
);

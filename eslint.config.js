import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Import boundaries of the architecture guide: web never reaches into the server side. */
const serverOnly = [
  '@harborstay/db',
  '@harborstay/db/*',
  '@harborstay/demo-seed',
  '@harborstay/api',
  '@harborstay/api/*',
];
const webNeverImportsServer = { group: serverOnly, message: 'The web app never imports server code.' };

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
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
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

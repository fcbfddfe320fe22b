// ESLint flat config: JS + TypeScript recommended, React hooks rules, browser/node/jest globals.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import crms from './scripts/eslint-import-zones.mjs';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'coverage/**',
      '.tmp/**',
      'db.json',
      'server/seed/files/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node, ...globals.jest },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // Layers: shared -> features -> app; machines and server stay on their side (docs/architecture.md).
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'server/**/*.ts', 'contract/**/*.ts'],
    plugins: { crms },
    rules: { 'crms/import-zones': 'error' },
  },
  {
    // A promise nobody awaits loses its error and, inside a transaction, its write (the turn ends
    // first; docs/storage.md "Writing"). These two rules need types: the project service reads
    // tsconfig.json.
    files: ['server/**/*.ts', 'scripts/**/*.ts', 'tests/api/**/*.ts'],
    // Text linted under a made-up name (tests/api/import-zones.test.ts) has no file for the types.
    ignores: ['**/fixture.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // React code lives in src/. (Tests have `use*` helpers that are not hooks, e.g. useTestServer.)
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
);

// ESLint flat config: TypeScript, React hooks, jsx-a11y, Storybook; named exports only
// (default exports are allowed in stories and config files, where the tools require them).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import { wacrmI18n } from './scripts/eslint/wacrm-i18n.js';

// Restricted syntax shared by several blocks (a later block's `no-restricted-syntax` replaces an earlier one's).
const NAMED_EXPORTS_ONLY = {
  selector: 'ExportDefaultDeclaration',
  message: 'Use named exports (default exports only in stories and config files).',
};
const NO_INJECTED_HTML = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Render text as React elements; never inject HTML.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
      'apps/mock-api/data/**',
      'bench/results/**',
      'examples/*/.next/**',
      'examples/*/next-env.d.ts',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': ['error', NAMED_EXPORTS_ONLY],
      'no-restricted-properties': [
        'error',
        { property: 'dangerouslySetInnerHTML', message: 'Render text as React elements; never inject HTML.' },
      ],
    },
  },
  {
    files: ['**/*.{tsx,jsx}'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'react/no-danger': 'off',
    },
  },
  {
    // Hooks live in .ts files too (useMediaUpload.ts, useListboxFocus.ts): the rules of hooks apply to them as well.
    files: ['**/*.{ts,tsx,jsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{tsx,jsx}'],
    rules: {
      'no-restricted-syntax': ['error', NAMED_EXPORTS_ONLY, NO_INJECTED_HTML],
    },
  },
  {
    // The packages are built by tsup for any bundler: nothing of Vite's in them. One program type-checks the whole
    // repository (tsconfig.check.json) with Vite's client types for the reference app, so the compiler would not
    // refuse these there.
    files: ['packages/*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        NAMED_EXPORTS_ONLY,
        NO_INJECTED_HTML,
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: "import.meta.env is Vite's: a package's consumer may have no such thing.",
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '\\?(url|raw|inline|worker|sharedworker)$',
              message: "Vite's import queries are not in a package's consumers' bundlers.",
            },
          ],
        },
      ],
    },
  },
  {
    // Every text a user reads is a label, in every shipped locale (issue 30): no text written in widget, element
    // or app screen code. Tests and stories write what they check or show.
    files: [
      'packages/ui/src/**/*.tsx',
      'packages/crm-widgets/src/**/*.tsx',
      'packages/elements/src/**/*.tsx',
      'apps/reference/src/**/*.tsx',
    ],
    ignores: ['**/*.test.tsx', '**/*.stories.tsx', '**/src/testing/**'],
    plugins: { 'wacrm-i18n': wacrmI18n },
    rules: { 'wacrm-i18n/no-literal-text': 'error' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: [
      '**/*.stories.{ts,tsx}',
      '**/*.config.{ts,js,mjs}',
      '**/vite.config.ts',
      '**/vitest.config.ts',
      '**/playwright.config.ts',
      '**/tsup.config.ts',
      '.storybook/**',
      'eslint.config.js',
      // Next.js takes a page and a layout only as default exports.
      'examples/next-app/app/**/page.tsx',
      'examples/next-app/app/**/layout.tsx',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Journeys take `test` from support/test.ts, which fails them when the app throws or logs an error.
    files: ['apps/reference/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from './support/test' (it fails a journey on page errors).",
            },
          ],
        },
      ],
    },
  },
);

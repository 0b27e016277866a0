// Lint rules for the whole workspace (docs/testing.md "Lint"): typescript-eslint, react-hooks,
// jsx-a11y, Storybook, and the architecture's import boundaries (docs/architecture.md "Import
// rules").
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const uiAndIo = [
  { name: 'react', message: 'Pure package: no React (docs/architecture.md "The packages").' },
  { name: 'react-dom', message: 'Pure package: no React (docs/architecture.md "The packages").' },
  { name: 'axios', message: 'Pure package: no I/O; provide actors from the app.' },
  { name: 'react-router', message: 'Pure package: no router; provide actions from the app.' },
  { name: 'react-router-dom', message: 'Pure package: no router; provide actions from the app.' },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/.data/**',
      '**/compiled-lang/**',
      '**/drizzle/meta/**',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='only'][callee.object.name=/^(it|test|describe)$/]",
          message: 'No .only in tests.',
        },
      ],
    },
  },
  {
    files: ['**/*.{jsx,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['packages/domain/src/**/*.ts', 'packages/machines/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: uiAndIo,
          patterns: [
            {
              group: ['@salon/ui', '@salon/portal', '@salon/api'],
              message: 'Arrows point down only.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'window', message: 'Pure package: no DOM.' },
        { name: 'document', message: 'Pure package: no DOM.' },
        { name: 'localStorage', message: 'Pure package: no DOM.' },
        { name: 'fetch', message: 'Pure package: no I/O.' },
      ],
    },
  },
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'axios', message: 'ui holds no API calls.' },
            { name: 'xstate', message: 'ui holds no machines.' },
            { name: 'react-router-dom', message: 'ui holds no routing.' },
          ],
          patterns: [
            {
              group: ['@salon/machines', '@salon/portal', '@salon/api'],
              message: 'Arrows point down only.',
            },
          ],
        },
      ],
    },
  },
);

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/** Import rules that keep the three zones flowing one way (see docs/architecture.md). */
const zone = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

export default tseslint.config(
  {
    ignores: [
      'build/',
      'data/',
      '.react-router/',
      'node_modules/',
      'coverage/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Configuration is read in one place: server/config.ts.
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['server/config.ts', 'tests/**', '**/*.test.ts', '**/*.test.tsx', '*.config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings through server/config.ts' },
      ],
    },
  },
  zone(
    ['common/**'],
    [
      {
        group: ['**/app/**', '**/server/**'],
        message: 'common/ is pure: it imports neither app/ nor server/.',
      },
    ],
  ),
  zone(
    ['server/**'],
    [{ group: ['**/app/**'], message: 'server/ never imports app/ (only the built renderer).' }],
  ),
  zone(
    ['app/ui/**', 'app/lib/**', 'app/features/**', 'app/i18n/**'],
    [
      {
        group: ['**/server/**'],
        message: 'Only app/routes loaders reach the server, through the load context.',
      },
    ],
  ),
);

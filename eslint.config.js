import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';

/** Import rules that keep the three zones flowing one way (see docs/architecture.md). */
const zone = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [...patterns, ...namedZones] }] },
});

/** Imports name their zone (`#common/languages.ts`): no climb of three levels, no relative path into another zone. */
const namedZones = [
  { regex: '^(\\.\\./){3,}', message: 'Name the zone instead of climbing: #app/…, #server/…, #common/…, #tests/….' },
];

/** The app's features, each a folder that imports no other feature (routes compose them). */
const FEATURES = ['admin', 'alerts', 'archive', 'contact', 'news', 'site'];

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
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['*.config.ts'],
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'no-restricted-imports': ['error', { patterns: namedZones }],
      // What ../shared/STYLE.md promises: features do not import each other; ui/ and lib/ import no feature.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...FEATURES.map((feature) => ({
              target: `./app/features/${feature}`,
              from: './app/features',
              except: [`./${feature}`],
              message: 'A feature does not import another feature: move the shared part to app/ui or app/lib, or compose them in a route.',
            })),
            {
              target: ['./app/ui', './app/lib'],
              from: './app/features',
              message: 'app/ui and app/lib are below the features: they import none.',
            },
          ],
        },
      ],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs,css}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
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

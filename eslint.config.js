// @ts-check
import js from '@eslint/js';
import eslintReact from '@eslint-react/eslint-plugin';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import noUnsanitized from 'eslint-plugin-no-unsanitized';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Text a user reads must come from the i18n catalogues, never from a literal in ui/ or app/. */
const noLiteralUserText = [
  {
    selector: 'JSXText[value=/\\p{L}{2,}/u]',
    message: 'User-visible text must be an i18n key: use t("area.key").',
  },
  {
    selector:
      'JSXAttribute[name.name=/^(aria-label|aria-description|aria-roledescription|title|placeholder|alt|label)$/] > Literal[value=/\\p{L}{2,}/u]',
    message: 'User-visible attribute text must be an i18n key: use t("area.key").',
  },
];

/** Server-supplied patterns go through one safe compiler; nowhere else builds a RegExp from a string. */
const noDynamicRegExp = [
  { selector: "NewExpression[callee.name='RegExp']", message: 'Compile patterns only in the safe pattern compiler module.' },
  { selector: "CallExpression[callee.name='RegExp']", message: 'Compile patterns only in the safe pattern compiler module.' },
];

/** Loading is the host's (decision 028): ui/ takes slots and data, and app/ decides what loads when. */
const chunkMessage = "ui/ decides no chunk: take the part as a slot or prop and let app/ load it (React.lazy is the host's).";
const noChunkDecisions = [
  { selector: 'ImportExpression', message: chunkMessage },
  { selector: "CallExpression[callee.name='lazy'], CallExpression[callee.property.name='lazy']", message: chunkMessage },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-*',
      'storybook-static',
      'public/mockServiceWorker.js',
      '.vitest',
      'bench-results',
      'test-results',
      '**/__screenshots__',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': ['error', ...noDynamicRegExp],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
    },
  },
  // React: hooks, accessibility, and the DOM security rules.
  {
    files: ['**/*.tsx'],
    ...eslintReact.configs['recommended-typescript'],
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'no-unsanitized': noUnsanitized },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@eslint-react/dom-no-dangerously-set-innerhtml': 'error',
      '@eslint-react/dom-no-missing-iframe-sandbox': 'error',
      '@eslint-react/dom-no-unsafe-iframe-sandbox': 'error',
      '@eslint-react/dom-no-script-url': 'error',
      '@eslint-react/dom-no-unsafe-target-blank': 'error',
      '@eslint-react/dom-no-missing-button-type': 'error',
      'no-unsanitized/method': 'error',
      'no-unsanitized/property': 'error',
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
      'regexp/no-misleading-unicode-character': 'error',
    },
  },
  // Literal user-visible text is an error in product code (stories and tests hold sample data).
  {
    files: ['ui/**/*.tsx', 'app/**/*.tsx'],
    ignores: ['**/*.stories.tsx', '**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...noDynamicRegExp, ...noLiteralUserText] },
  },
  // ui/ decides no chunk (decision 028). The engine primitives load their own heavy engine (the QR encoder,
  // the carousel's); the header, the avatar menu and the translation areas' loaders still do, until they
  // move to the host (issue 37).
  {
    files: ['ui/**/*.ts', 'ui/**/*.tsx'],
    ignores: [
      '**/*.stories.tsx',
      '**/*.test.ts',
      '**/*.test.tsx',
      'ui/primitives/QrCode.tsx',
      'ui/primitives/Carousel.tsx',
      'ui/layout/SiteHeader.tsx',
      'ui/layout/AvatarMenu.tsx',
      'ui/i18n/**',
    ],
    rules: { 'no-restricted-syntax': ['error', ...noDynamicRegExp, ...noLiteralUserText, ...noChunkDecisions] },
  },
  // The dependency directions of docs/architecture: ui <- app, routes -> features -> api, mocks -> app/api contracts only.
  // Tests and stories may reach the fake platform (stories take their sample data from mocks/).
  {
    files: ['ui/**', 'app/**', 'mocks/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './ui', from: './app', message: 'ui/ is presentational: it must not import the host app.' },
            { target: './ui', from: './mocks', message: 'ui/ must not import the fake platform; stories get data through props.' },
            {
              target: './app',
              from: './mocks',
              except: [],
              message: 'app/ must not import the fake platform (main.tsx loads it dynamically in dev/demo only).',
            },
            { target: './mocks', from: './ui', message: 'mocks/ may import only the app/api contracts.' },
            // A glob `from` takes glob exceptions, matched against the imported file's absolute path.
            {
              target: './mocks',
              from: './app/**',
              except: ['**/app/api/*.contract.ts', '**/app/api/crypto/**', '**/app/paths.ts'],
              message:
                'mocks/ may import from app/ only the contracts (app/api/*.contract.ts, app/api/crypto, the addresses in app/paths.ts), never the queries, the client or React.',
            },
            {
              target: './app/features',
              from: './app/routes',
              message: 'Features are containers and flows: the route table imports them, never the other way.',
            },
            {
              target: './app/api',
              from: './ui',
              message: 'app/api is the platform contract and its queries: it knows nothing of the component library.',
            },
            {
              target: './app/api',
              from: './app/features',
              message: 'app/api is the platform contract and its queries: features use it, not the other way.',
            },
          ],
        },
      ],
    },
  },
  // A contract (schemas, types, constants, pure helpers) stays free of React and of the network, so the
  // fake platform can import it without pulling in React Query or the live client.
  {
    files: ['app/api/*.contract.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react/*',
                'react-dom',
                'react-dom/*',
                '@tanstack/react-query',
                './client',
                './client.ts',
                './http',
                './http.ts',
                './keys',
                './keys.ts',
              ],
              message:
                'A contract holds schemas, types, constants and pure helpers: fetchers and hooks go in the queries file (<area>.ts).',
            },
          ],
        },
      ],
    },
  },
  // TanStack Query's recommended rules (query keys, stable client, option order) for the host app.
  ...pluginQuery.configs['flat/recommended'].map((config) => ({ ...config, files: ['app/**/*.ts', 'app/**/*.tsx'] })),
  // The one sanctioned dynamic import of the fake platform: main.tsx, behind the compile-time flag.
  {
    files: ['app/main.tsx'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['**/*.stories.tsx'],
    rules: {
      // Story render functions are components; hooks in them are fine.
      'react-hooks/rules-of-hooks': 'off',
    },
  },
);

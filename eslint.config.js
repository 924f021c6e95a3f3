// @ts-check
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import react from 'eslint-plugin-react'
import reactHooks from 'eslint-plugin-react-hooks'
import simpleImportSort from 'eslint-plugin-simple-import-sort'
import storybook from 'eslint-plugin-storybook'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Who may import whom. A zone forbids files under `target` to import files under `from`.
 * Stories and tests sit beside what they test but mount the real app: page stories may import
 * the app's story helper (`src/app/testing`), and nothing else above them.
 */
const parentImports = [
  { group: ['../*'], message: 'Reach a parent folder through the alias: `@/components/button`.' },
]
const UI = ['./src/components', './src/foundations', './src/lib', './src/pages', './src/app']
const layerZones = [
  {
    target: './src/components',
    from: ['./src/lib', './src/pages', './src/app', './server', './mocks'],
    message:
      'The design system knows nothing of the app: components import components, src/api and src/domain.',
  },
  {
    target: './src/lib',
    from: ['./src/pages', './src/app', './server', './mocks'],
    message: 'src/lib sits below the pages: it imports components, src/api and src/domain only.',
  },
  {
    target: './src/pages',
    from: ['./src/app', './server'],
    message: 'Pages sit below the app: the app hands them what they need (src/lib, context).',
  },
  {
    target: ['./src/api', './src/domain'],
    from: [...UI, './server', './mocks'],
    message: 'src/api and src/domain are leaves.',
  },
  {
    target: './src/domain',
    from: './src/api',
    message:
      'The domain is plain TypeScript; the contract (src/api) builds on it, not the reverse.',
  },
  {
    target: ['./server', './mocks'],
    from: UI,
    message: 'The server and the mocks never import the UI.',
  },
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'coverage',
      'test-results',
      'playwright-report',
      'data',
      'mocks/public/mockServiceWorker.js',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      'simple-import-sort/imports': 'error',
      'simple-import-sort/exports': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error', 'info', 'debug'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: { react: { version: 'detect' } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      'react/prop-types': 'off',
    },
  },
  // Layers, read top-down (README, Architecture): app → pages → lib → components; src/api and
  // src/domain are leaves; the server and the mocks never import the UI. import-x resolves the
  // `@/` alias and follows dynamic imports, so a route table's `import()` counts too.
  {
    files: ['src/**', 'server/**', 'mocks/**', '.storybook/**', 'tests/**'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
  {
    // Stories mount the real routes through the app's story helper (and only that) and may use
    // the mocks' handlers and fixtures.
    files: ['src/**/*.stories.tsx'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: layerZones.map((zone) =>
            zone.target === './src/pages'
              ? { ...zone, except: ['./testing'] }
              : zone.target === './src/components'
                ? { ...zone, from: zone.from.filter((from) => from !== './mocks') }
                : zone,
          ),
        },
      ],
    },
  },
  {
    // Inside src, a parent folder is reached through the alias: `@/components/button`.
    files: ['src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: parentImports }] },
  },
  {
    files: ['src/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: ['react', 'react-dom', 'react-router', 'hono'], patterns: parentImports },
      ],
    },
  },
  {
    // The domain is plain TypeScript: the home page, the server and the mocks load it without zod.
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            'react',
            'react-dom',
            'react-router',
            'hono',
            {
              name: 'zod',
              message: 'The domain is plain TypeScript; schemas belong in src/api/contract.ts.',
            },
          ],
          patterns: [
            ...parentImports,
            { group: ['zod/*'], message: 'The domain is plain TypeScript; no zod.' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'react-router'],
        },
      ],
      'no-console': 'off',
    },
  },
  {
    files: ['scripts/**', 'tests/**', '*.config.ts'],
    rules: { 'no-console': 'off' },
  },
  ...storybook.configs['flat/recommended'],
)

import js from '@eslint/js'
import vitest from '@vitest/eslint-plugin'
import playwright from 'eslint-plugin-playwright'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/*
 * Import rules: which folder may import which (docs/decisions/120-block-catalogue-and-contracts.md).
 * Each file matches exactly one of the groups below, because a later config object replaces a rule's options
 * instead of adding to them. Type-only imports pass where `allowTypeImports` says so.
 */
/** The registry level of blocks/ (the list of blocks and its generated views), not a block: it imports every block. */
const blocksRoot = ['blocks/registry.ts', 'blocks/registry.test.ts', 'blocks/views.ts']

/**
 * Assertion rules: every test asserts something. A helper counts as an assertion when its name starts with
 * `expect` (expectNoAxeViolations, expectSlide, expectRefusal…). tests/unit/import-rules.test.ts proves the
 * rules fire, on the fixtures in tests/unit/lint-fixtures/assertions/.
 */
const unitTestRules = {
  'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*'] }],
  // Vitest's expect takes a message as its second argument: expect(title, url).not.toBe('').
  'vitest/valid-expect': ['error', { maxArgs: 2 }],
  // An expect at the top of a file or in a describe runs while the tests are collected, outside any test;
  // one in a hook checks every test it runs for.
  'vitest/no-standalone-expect': [
    'error',
    { additionalTestBlockFunctions: ['beforeAll', 'beforeEach', 'afterEach', 'afterAll'] },
  ],
}
const browserTestRules = {
  'playwright/expect-expect': [
    'error',
    { assertFunctionNames: ['expect', 'expectNoAxeViolations'], assertFunctionPatterns: ['^expect[A-Z]'] },
  ],
  'playwright/no-wait-for-timeout': 'error',
}

const restrictImports = (...patterns) => ({ '@typescript-eslint/no-restricted-imports': ['error', { patterns }] })

const otherBlocks = [
  { regex: '^\\.\\./(?!\\.\\./)', message: 'Blocks never import other blocks: move shared pieces to src/ui/.' },
  { regex: '(^|/)blocks/', message: 'Blocks never import other blocks: move shared pieces to src/ui/.' },
]
const blocksFromCore = {
  regex: '(^|/)blocks/',
  message: 'The app core does not know blocks; it finds them through the registry.',
}
const dataFiles = {
  regex: '^(\\.\\./)+data/',
  message: "Blocks never import data/: records arrive in the props (collectionRef) or as the page's entity (useEntity).",
}
const appExceptKit = {
  regex: '/src/app/(?!block-kit\\.ts$)',
  message: 'Blocks reach the app only through src/app/block-kit.ts.',
}
const blockViewRules = [
  ...otherBlocks,
  dataFiles,
  appExceptKit,
  {
    regex: '/src/(page-builder|frame)/',
    message: 'A view imports only src/ui, src/lib, src/cart, src/app/block-kit.ts and its own folder.',
  },
  {
    regex: '/src/data/',
    allowTypeImports: true,
    message: 'A view imports record types only (import type) from src/data/: the records arrive in its props.',
  },
  {
    regex: '^\\./(schema|index)\\.ts$',
    allowTypeImports: true,
    message: 'A view imports only types from its schema.ts (import type), so zod never reaches the browser.',
  },
  { regex: '^zod', allowTypeImports: true, message: 'A view imports only types from zod: validation happens at build time.' },
  { regex: '^virtual:', message: "A view's data arrives in its props, never from the site's virtual modules." },
]
const blockDefinitionRules = [
  ...otherBlocks,
  dataFiles,
  {
    regex: '/src/(app|frame|cart)/',
    message:
      "A block's schema.ts and index.ts are build-time: they import zod, src/page-builder, src/data and src/ui/*-props.ts.",
  },
  {
    regex: '\\.tsx$',
    allowTypeImports: true,
    message: "A block's schema.ts and index.ts never load a view (blocks/views.ts does, lazily).",
  },
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'test-results',
      'playwright-report',
      'bench/results',
      'public',
      // Broken on purpose: tests/unit/import-rules.test.ts lints them under the paths they stand for.
      'tests/unit/lint-fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Playwright fixtures call a function named `use`; they are not React code.
    files: ['tests/e2e/**', 'tests/e2e-dev/**', 'playwright.config.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    plugins: { vitest },
    rules: unitTestRules,
  },
  {
    files: ['tests/e2e/**/*.spec.ts', 'tests/e2e-dev/**/*.spec.ts'],
    plugins: { playwright },
    rules: browserTestRules,
  },
  // Imports flow one way: src/lib ← src/ui, src/cart ← blocks/ ← pages-schema/; src/ui and src/cart never import each other.
  {
    // A view and the modules beside it: they run in the browser.
    files: ['blocks/*/**/*.{ts,tsx}'],
    ignores: [...blocksRoot, 'blocks/*/schema.ts', 'blocks/*/index.ts', 'blocks/**/*.test.{ts,tsx}'],
    rules: restrictImports(...blockViewRules),
  },
  {
    // A block's definition: read by the page compiler, the validator and the schema writer, in Node.
    files: ['blocks/*/schema.ts', 'blocks/*/index.ts'],
    rules: restrictImports(...blockDefinitionRules),
  },
  {
    files: ['blocks/**/*.test.{ts,tsx}'],
    ignores: blocksRoot,
    rules: restrictImports(...otherBlocks),
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/page-builder/**', 'src/ui/**', 'src/cart/**', 'src/lib/**'],
    rules: restrictImports(blocksFromCore),
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: restrictImports(
      blocksFromCore,
      {
        regex: '^\\.\\./cart/',
        message:
          'src/ui does not know the cart: take what it does as a prop (e.g. onAddToCart), or move shared helpers to src/lib.',
      },
      { regex: '^\\.\\./app/(?!block-kit\\.ts$)', message: 'src/ui reaches the app only through src/app/block-kit.ts.' },
      {
        regex: '^\\.\\./frame/',
        message: 'src/ui is used by blocks, so it never imports the frame: move the shared piece to src/ui.',
      },
      {
        regex: '^virtual:',
        message: "src/ui is used by blocks: the site's data arrives in its props, never from virtual modules.",
      },
    ),
  },
  {
    files: ['src/cart/**/*.{ts,tsx}'],
    rules: restrictImports(blocksFromCore, {
      regex: '^\\.\\./ui/',
      message: 'src/cart does not import src/ui: shared helpers (money, toasts) live in src/lib.',
    }),
  },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: restrictImports({ regex: '^\\.\\./', message: 'src/lib holds helpers that import nothing else of the site.' }),
  },
)

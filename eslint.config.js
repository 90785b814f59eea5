import js from '@eslint/js'
import vitest from '@vitest/eslint-plugin'
import playwright from 'eslint-plugin-playwright'
import reactHooks from 'eslint-plugin-react-hooks'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import globals from 'globals'
import { builtinModules } from 'node:module'
import tseslint from 'typescript-eslint'

/*
 * Import rules (docs/decisions/160-zones-and-aliases.md). Every folder runs in one zone:
 *   browser — src/app, src/ui, src/frame, src/cart, src/search, src/catalogue, src/editor, src/styles,
 *             the entry files, and a block's view (blocks/<type>/*.tsx and the modules beside it);
 *   both    — src/page-model: the page model the browser and Node share (no DOM, no node:*); src/lib: helpers
 *             that import nothing else of the site, which the build uses too;
 *   Node    — src/build, src/editor-server, src/data, a block's definition (schema.ts, index.ts), the
 *             registry, scripts/ and the config files.
 * Imports go one way: Node → browser → both, and the Node build never loads browser UI (src/ui, src/frame,
 * src/cart, src/editor, src/catalogue); editor code is for the editor and the block catalogue only.
 * Across folders they use the package.json "imports" aliases
 * (#ui/…, #build/…), never ../, so each rule below reads the zone from the import's first word.
 * Each file matches exactly one `no-restricted-imports` group, because a later config object replaces a
 * rule's options instead of adding to them. Type-only imports pass where `allowTypeImports` says so.
 * tests/unit/import-rules.test.ts proves each rule fires, on the fixtures in tests/unit/lint-fixtures/.
 */
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

const nodeBuiltins = `^(node:|(${builtinModules.join('|')})(/|$))`
const noClimbing = {
  regex: '^\\.\\./',
  message: 'Import from another folder through its alias (#ui/…, #app/…: package.json "imports"), never with ../.',
}
/** What browser code may never load: Node's modules and the Node zone (type-only imports of records pass). */
const browserZone = [
  { regex: nodeBuiltins, message: 'This file runs in the browser: it never imports Node modules (node:…).' },
  {
    regex: '^#(build|editor-server)/',
    allowTypeImports: true,
    message: 'This file runs in the browser: it never imports Node-only code (src/build, src/editor-server).',
  },
  {
    regex: '^#data/',
    allowTypeImports: true,
    message:
      'This file runs in the browser: src/data reads the data files in Node, so import only its types (import type); records arrive compiled.',
  },
]
/** Editor code is for the editor and the block catalogue (its "Add to page…") only. */
const editorOnly = {
  regex: '^#editor/',
  message:
    'Only the editor (src/editor) and the block catalogue (src/catalogue) import editor code: move what else needs it to src/lib or src/page-model.',
}
/** What the Node build, the editor's server, the data model and the scripts never load: browser UI (types pass). */
const nodeBuildUi = {
  regex: '^#(ui|frame|cart|editor|catalogue)/',
  allowTypeImports: true,
  message:
    'The Node build does not import browser UI (src/ui, src/frame, src/cart, src/editor, src/catalogue): move what it needs to src/lib or src/page-model, which both use.',
}
const otherBlocks = [
  {
    regex: '^\\.\\./',
    message:
      'Blocks never import other blocks or data/ files: shared pieces go to src/ui/, and src/ is reached through its alias (#ui/…).',
  },
  { regex: '^#blocks/', message: 'Blocks never import other blocks: move shared pieces to src/ui/.' },
]
const blocksFromCore = {
  regex: '^#blocks/',
  message: 'The app core does not know blocks; it finds them through the registry.',
}
const blockViewRules = [
  ...otherBlocks,
  ...browserZone,
  editorOnly,
  { regex: '^#app/(?!block-kit\\.ts$)', message: 'Blocks reach the app only through #app/block-kit.ts.' },
  {
    regex: '^#(?!(ui|lib|cart|search|data|app)/)',
    message: 'A view imports only #ui, #lib, #cart, #search, #app/block-kit.ts and its own folder.',
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
  nodeBuildUi,
  {
    regex: '^#(app|frame|cart)/',
    message: "A block's schema.ts and index.ts are build-time: they import zod, #page-model, #data and #ui helpers.",
  },
  {
    regex: '\\.tsx$',
    allowTypeImports: true,
    message: "A block's schema.ts and index.ts never load a view (blocks/views.ts does, lazily).",
  },
]
const uiRules = [
  noClimbing,
  ...browserZone,
  blocksFromCore,
  editorOnly,
  {
    regex: '^#cart/',
    message: 'src/ui does not know the cart: take what it does as a prop (e.g. onAddToCart), or move shared helpers to src/lib.',
  },
  { regex: '^#app/(?!block-kit\\.ts$)', message: 'src/ui reaches the app only through #app/block-kit.ts.' },
  { regex: '^#frame/', message: 'src/ui is used by blocks, so it never imports the frame: move the shared piece to src/ui.' },
  {
    regex: '^virtual:',
    message: "src/ui is used by blocks: the site's data arrives in its props, never from virtual modules.",
  },
]
/** The site's search: a service the frame, blocks and src/ui call; it knows none of them, nor the cart. */
const searchRules = [
  noClimbing,
  ...browserZone,
  blocksFromCore,
  editorOnly,
  {
    regex: '^#(app|frame|cart|ui)/',
    message: 'src/search is used by the frame, blocks and src/ui: it imports only #lib and #page-model.',
  },
]
const pageModelRules = [
  noClimbing,
  { regex: nodeBuiltins, message: 'src/page-model runs in the browser and in Node: it never imports Node modules (node:…).' },
  {
    regex: '^#data/',
    allowTypeImports: true,
    message: 'src/page-model runs in the browser and in Node: src/data reads files, so import only its types.',
  },
  {
    regex: '^#(?!(page-model|data)/)',
    message: 'src/page-model runs in the browser and in Node: it imports only itself and libraries that run in both.',
  },
]
/** Helpers the browser, the blocks and the build all use: nothing else of the site, but the types of its records. */
const libRules = [
  { regex: '^(\\.\\./|#(?!data/))', message: 'src/lib holds helpers that import nothing else of the site.' },
  {
    regex: '^#data/',
    allowTypeImports: true,
    message: 'src/lib holds helpers that import nothing else of the site: only the types of its records (import type).',
  },
]
/** The browser zone's own folders other than src/ui, src/cart and src/lib, which have stricter rules. */
const browserApp = ['src/app', 'src/frame', 'src/styles'].map((dir) => `${dir}/**/*.{ts,tsx}`)
/** The dev tools: the editor, and the block catalogue, whose "Add to page…" uses the editor's endpoint client. */
const editorApps = ['src/editor', 'src/catalogue'].map((dir) => `${dir}/**/*.{ts,tsx}`)
const unitTests = '**/*.test.{ts,tsx}'
/** The registry level of blocks/ (the list of blocks and its generated views), not a block: it imports every block. */
const blocksRoot = ['blocks/registry.ts', 'blocks/registry.test.ts', 'blocks/views.ts']

/** What neither lint reads (this one and eslint.react.config.js). */
export const IGNORED = [
  'dist',
  'dist-*',
  'node_modules',
  'test-results',
  'playwright-report',
  'bench/results',
  'public',
  '.scratch',
  // Broken on purpose: tests/unit/import-rules.test.ts lints them under the paths they stand for.
  'tests/unit/lint-fixtures',
]

export default tseslint.config(
  { ignores: IGNORED },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    // The hooks' own two rules; the React Compiler's rules run apart (eslint.react.config.js, `npm run lint:react`).
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
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
  // One group of import rules per kind of file (see the comment at the top).
  {
    // A view and the modules beside it: they run in the browser.
    files: ['blocks/*/**/*.{ts,tsx}'],
    ignores: [...blocksRoot, 'blocks/*/schema.ts', 'blocks/*/index.ts', unitTests],
    rules: restrictImports(...blockViewRules),
  },
  {
    // A block's definition: read by the page compiler, the validator and the schema writer, in Node.
    files: ['blocks/*/schema.ts', 'blocks/*/index.ts'],
    rules: restrictImports(...blockDefinitionRules),
  },
  { files: [`blocks/${unitTests}`], ignores: blocksRoot, rules: restrictImports(...otherBlocks) },
  { files: blocksRoot, rules: restrictImports(noClimbing) },
  {
    files: [...browserApp, 'src/entry-*.tsx'],
    ignores: [unitTests],
    rules: restrictImports(noClimbing, ...browserZone, blocksFromCore, editorOnly),
  },
  { files: editorApps, ignores: [unitTests], rules: restrictImports(noClimbing, ...browserZone, blocksFromCore) },
  { files: ['src/ui/**/*.{ts,tsx}'], ignores: [unitTests], rules: restrictImports(...uiRules) },
  {
    files: ['src/cart/**/*.{ts,tsx}'],
    ignores: [unitTests],
    rules: restrictImports(noClimbing, ...browserZone, blocksFromCore, editorOnly, {
      regex: '^#ui/',
      message: 'src/cart does not import src/ui: shared helpers (money, toasts) live in src/lib.',
    }),
  },
  { files: ['src/search/**/*.{ts,tsx}'], ignores: [unitTests], rules: restrictImports(...searchRules) },
  { files: ['src/lib/**/*.{ts,tsx}'], ignores: [unitTests], rules: restrictImports(...libRules) },
  {
    files: ['src/page-model/**/*.{ts,tsx}'],
    ignores: [unitTests],
    rules: {
      ...restrictImports(...pageModelRules),
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location'].map((name) => ({
          name,
          message: 'src/page-model runs in the browser and in Node: it never touches the DOM.',
        })),
      ],
    },
  },
  {
    // Node: the build, the editor's server, the content model. They never load browser UI.
    files: ['src/build/**', 'src/editor-server/**', 'src/data/**'],
    ignores: [unitTests],
    rules: restrictImports(noClimbing, nodeBuildUi),
  },
  // The scripts run in Node too (scripts/art's own modules climb with ../ among themselves).
  { files: ['scripts/**/*.{ts,mjs}'], rules: restrictImports(nodeBuildUi) },
  // Every test: a test may read anything but another block.
  { files: [`src/${unitTests}`, 'tests/**/*.{ts,tsx}'], rules: restrictImports(noClimbing) },
  {
    // No import cycles anywhere: a cycle makes load order decide what a module sees.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Read .ts dependencies with the TypeScript parser, and resolve the package.json "imports" aliases.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver()],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
)

import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'test-results', 'playwright-report', 'bench/results', 'public'] },
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
    files: ['tests/e2e/**', 'playwright.config.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Imports flow one way: src/ core ← blocks/ ← pages-schema/. A block never imports another block.
    files: ['blocks/**/*.{ts,tsx}'],
    ignores: ['blocks/registry.ts', 'blocks/registry.test.ts', 'blocks/views.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./(?!\\.\\./)', message: 'Blocks never import other blocks: move shared pieces to src/ui/.' },
            { regex: '^\\.\\./\\.\\./blocks/', message: 'Blocks never import other blocks: move shared pieces to src/ui/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/page-builder/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '/blocks/', message: 'The app core does not know blocks; it finds them through the registry.' }] },
      ],
    },
  },
)

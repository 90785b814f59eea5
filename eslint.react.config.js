/*
 * The React Compiler's rules (eslint-plugin-react-hooks' recommended set, past rules-of-hooks and exhaustive-deps,
 * which eslint.config.js keeps): purity, refs read in render, state set in render or in an effect, components made
 * in render… To check them the plugin compiles every component and hook of a file, 15 of the 40 s that one lint of
 * the whole tree took, so they run apart: `npm run lint:react`, beside `npm run lint` in `npm test` (decision 270).
 */
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import { IGNORED } from './eslint.config.js'

const HOOKS_OWN_RULES = ['react-hooks/rules-of-hooks', 'react-hooks/exhaustive-deps']

export default tseslint.config(
  // Scripts and configs hold no components (and ESLint would read them with no rules).
  { ignores: [...IGNORED, '**/*.{js,mjs,cjs}'] },
  // Directives that silence the other lint's rules are that lint's to report.
  { linterOptions: { reportUnusedDisableDirectives: 'off' } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser },
    plugins: { 'react-hooks': reactHooks },
    rules: Object.fromEntries(
      Object.entries(reactHooks.configs.recommended.rules).filter(([name]) => !HOOKS_OWN_RULES.includes(name)),
    ),
  },
)

// @vitest-environment node
/**
 * The import rules in eslint.config.js fire where they should and nowhere else: each file in
 * tests/unit/lint-fixtures/ is linted as the file its first line names ("lint as: blocks/demo/demo.tsx");
 * an import ending in "// refused: <words>" must get the import rule's error holding those words, a line
 * ending in "// reported: <rule>" that rule's error (the page model's DOM rule, the cycle rule), and every
 * other import must pass. The fixtures themselves are left out of `npm run lint` and `tsc`.
 *
 * The assertion rules (a test without an assertion, a bare expect(), a fixed wait in a browser test) are
 * proved the same way by tests/unit/lint-fixtures/assertions/: a line ending in "// reported: <rule>", or
 * the line after that comment alone, must get that rule's error, and no other line an assertion rule's.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = process.cwd()
const fixturesDir = join(root, 'tests/unit/lint-fixtures')
const RULE = '@typescript-eslint/no-restricted-imports'
/** The rules that make every test assert something (eslint.config.js). */
const ASSERTION_RULES = /^(vitest|playwright)\//
/** The import fixtures' other rules: no DOM in the page model, no import cycle. */
const OTHER_RULES = ['no-restricted-globals', 'import-x/no-cycle']
const eslint = new ESLint({ cwd: root })

interface Fixture {
  name: string
  lintAs: string
  code: string
}

/** The fixtures in a folder, each with the path it is linted as. */
function fixturesIn(dir: string): Fixture[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const code = readFileSync(join(dir, name), 'utf8')
      const lintAs = /^\/\/ lint as: (\S+)/.exec(code)?.[1]
      if (!lintAs) throw new Error(`${name}: the first line must say "// lint as: <path>"`)
      return { name, lintAs, code }
    })
}

const fixtures = fixturesIn(fixturesDir)
const assertionFixtures = fixturesIn(join(fixturesDir, 'assertions'))

/** "line: rule" for each report the fixture expects: on the line the comment ends, or the line after a comment alone. */
function expectedReports(code: string): string[] {
  return code.split('\n').flatMap((line, index) => {
    const [, before, rule] = /^(.*?)\/\/ reported: (\S+)$/.exec(line) ?? []
    if (!rule) return []
    return [`${before?.trim() ? index + 1 : index + 2}: ${rule}`]
  })
}

/** "line: words" for each import the fixture expects refused. */
function expectedRefusals(code: string): string[] {
  return code.split('\n').flatMap((line, index) => {
    const words = /^import .* \/\/ refused: (.+)$/.exec(line)?.[1]
    return words ? [`${index + 1}: ${words}`] : []
  })
}

describe('import rules (eslint.config.js)', () => {
  it('has a fixture for every kind of file they govern', () => {
    expect(fixtures.map((fixture) => fixture.lintAs)).toEqual(
      expect.arrayContaining([
        'blocks/demo/demo.tsx',
        'blocks/demo/schema.ts',
        'blocks/demo/demo.test.tsx',
        'src/ui/primitives/demo-card.tsx',
        'src/cart/demo-rules.ts',
        'src/lib/demo-format.ts',
        'src/app/demo-shell.tsx',
        'src/frame/demo-menu.tsx',
        'src/page-model/demo-model.ts',
        'src/data/schemas.ts',
        'src/build/demo-step.ts',
        'scripts/demo-report.ts',
        'src/editor/page/demo-panel.tsx',
        'src/catalogue/demo-card.tsx',
      ]),
    )
  })

  it.each(fixtures.map((fixture) => [fixture.name, fixture] as const))(
    '%s: refuses exactly the marked imports, each with its message, and reports the marked lines',
    async (_name, { lintAs, code }) => {
      const [result] = await eslint.lintText(code, { filePath: join(root, lintAs) })
      const messages = result?.messages ?? []
      const expected = expectedRefusals(code)
      const expectedOther = expectedReports(code)
      expect(expected.length + expectedOther.length).toBeGreaterThan(0)
      // Each refused line with a message holding the expected words (an import may break two rules at once).
      const refusedLines = [...new Set(messages.filter((m) => m.ruleId === RULE).map((m) => m.line))]
      expect(
        refusedLines.map((line) => {
          const words = expected.find((entry) => entry.startsWith(`${line}: `))?.replace(/^\d+: /, '')
          const onLine = messages.filter((m) => m.ruleId === RULE && m.line === line).map((m) => m.message)
          return words && onLine.some((message) => message.includes(words))
            ? `${line}: ${words}`
            : `${line}: ${onLine.join(' | ')}`
        }),
      ).toEqual(expected)
      // The zone's other rules (no DOM in the page model, no import cycle) on exactly the marked lines.
      const other = messages.filter((m) => OTHER_RULES.includes(m.ruleId ?? ''))
      expect(other.map((m) => `${m.line}: ${m.ruleId}`).sort()).toEqual(expectedOther.sort())
    },
    // The first lint loads the whole config and resolves imports across the tree (decision 150, Timeouts).
    30_000,
  )
})

describe('assertion rules (eslint.config.js)', () => {
  it('has a fixture for unit tests and one for browser tests', () => {
    expect(assertionFixtures.map((fixture) => fixture.lintAs)).toEqual(
      expect.arrayContaining(['src/ui/demo.test.tsx', 'tests/e2e/demo.spec.ts']),
    )
  })

  it.each(assertionFixtures.map((fixture) => [fixture.name, fixture] as const))(
    '%s: reports exactly the marked lines, each with its rule',
    async (_name, { lintAs, code }) => {
      const [result] = await eslint.lintText(code, { filePath: join(root, lintAs) })
      const reported = (result?.messages ?? []).filter((message) => ASSERTION_RULES.test(message.ruleId ?? ''))
      const expected = expectedReports(code)
      expect(expected).toEqual(expect.arrayContaining([expect.stringMatching(/: (vitest|playwright)\/expect-expect$/)]))
      expect(reported.map((message) => `${message.line}: ${message.ruleId}`).sort()).toEqual(expected.sort())
    },
    30_000,
  )
})

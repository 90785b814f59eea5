// @vitest-environment node
// The hand-written accent face (Caveat, 43 KB) is decoration: it may only apply once the app runs
// (html[data-hydrated]), so its file never competes with the first paint (decisions 004 and 140). A
// rule that uses it without that condition makes every page showing the element download it up front.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

function stylesheets(): string[] {
  return ['src', 'blocks'].flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css'))
      .map((file) => path.join(folder, file)),
  )
}

/** "file:line  selector" for each rule whose declarations name the accent face. */
function accentFontRules(file: string, css: string): { where: string; selector: string }[] {
  const found: { where: string; selector: string }[] = []
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
  for (const match of withoutComments.matchAll(/([^{}]*)\{([^{}]*)\}/g)) {
    const [, selector = '', body = ''] = match
    if (!/font(-family)?\s*:[^;]*var\(--font-script\)/.test(body)) continue
    const line = withoutComments.slice(0, match.index + selector.length).split('\n').length
    found.push({ where: `${file}:${line}`, selector: selector.trim() })
  }
  return found
}

describe('the accent face', () => {
  it('finds a rule that names it, with its line', () => {
    const css = '.a { color: red; }\n/* x */\n.b {\n  font-family: var(--font-script);\n}\n'
    expect(accentFontRules('x.css', css)).toEqual([{ where: 'x.css:3', selector: '.b' }])
  })

  it('applies only under html[data-hydrated], in every stylesheet', () => {
    const rules = stylesheets().flatMap((file) => accentFontRules(file, readFileSync(path.join(root, file), 'utf8')))
    expect(rules.length).toBeGreaterThan(0)
    const early = rules.filter(({ selector }) =>
      selector.split(',').some((part) => !part.trim().startsWith('html[data-hydrated]')),
    )
    expect(early.map(({ where, selector }) => `${where}  ${selector}`)).toEqual([])
  })
})

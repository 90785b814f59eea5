// @vitest-environment node
/**
 * The farm's numbers are defined once (data/farm-facts.json): page files, data files and post bodies refer to
 * them by name, so no page states another number, and an unknown name is a problem at its file:line:column.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { compileSite } from '#build/compile-site.ts'
import { formatProblem } from '#page-model/problem.ts'
import { siteWith } from '#tests/unit/site-folder.ts'
import { fillFacts, readFarmFacts } from './farm-facts.ts'

const root = join(import.meta.dirname, '..', '..')
const facts = readFarmFacts(root)

/** Every page file, data file and post body, as written. */
const contentFiles = [
  ...readdirSync(join(root, 'pages-schema'))
    .filter((name) => name.endsWith('.json') && !name.endsWith('.schema.json'))
    .map((name) => `pages-schema/${name}`),
  ...readdirSync(join(root, 'data'))
    .filter((name) => name.endsWith('.json') && !name.endsWith('.schema.json') && name !== 'farm-facts.json')
    .map((name) => `data/${name}`),
  ...readdirSync(join(root, 'data/blog-posts')).map((name) => `data/blog-posts/${name}`),
]

/** How the farm's figures read when written out instead of referred to: "30 hives", "sixty Jersey cows", "since 1998". */
const LITERAL_FIGURES: readonly [string, RegExp][] = [
  ['hives', /\b(\d[\d,]*|thirty|forty|fifty)\s+(bee)?hives\b/i],
  ['honey', /\b(\d[\d,]*|a thousand)\s+(jars|lb|pounds)\b/i],
  ['herd', /\b(\d+|sixty|ninety)\s+(jersey|jerseys|cows|head)\b/i],
  ['acres', /\b(600|220|40|six hundred|forty)\s+acres\b/i],
  ['founding years', /\b(since|in|to) (1870|1906|1998)\b/i],
  ['delivery days', /\btuesdays?\s+(and|or)\s+fridays?\b/i],
  ['delivery fees', /(over|above) \$\d+|\$\d+ below/i],
]

describe('farm facts', () => {
  it.each(LITERAL_FIGURES)(
    'no page file, data file or post states the %s as a number: it refers to the fact',
    (_name, figure) => {
      const found = contentFiles.flatMap((file) =>
        readFileSync(join(root, file), 'utf8')
          .split('\n')
          .flatMap((line, index) => (figure.test(line) ? [`${file}:${index + 1}: ${line.match(figure)?.[0]}`] : [])),
      )
      expect(found).toEqual([])
    },
  )

  it('fills each reference with its value, in page files, data and posts alike', { timeout: 60_000 }, () => {
    expect(fillFacts('x.md', 'Our {{hives}} hives, since {{ organicSince }}.', facts)).toMatchObject({
      text: 'Our 40 hives, since 1998.',
      problems: [],
    })
    const site = compileSite(root)
    const home4 = site.pages.find((page) => page.path === '/home-4')
    expect(JSON.stringify(home4?.blocks)).toContain('A herd of 90 Jerseys, 60 of them in milk')
    expect(JSON.stringify(site.pages)).not.toContain('{{')
  })

  it('an unknown name is a problem at its file, line and column, naming the facts there are', () => {
    const { problems } = fillFacts('data/blog-posts/5.md', 'Bees.\nOur {{hivez}} hives.', facts)
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^data\/blog-posts\/5\.md:2:5 {2}unknown fact "hivez" in \{\{hivez\}\} — use one of the names in data\/farm-facts\.json: founded, .*hives/,
      ),
    ])
  })

  it('a problem after a reference on its line is at its column in the file as written, not in the filled-in text', () => {
    // "{{honeyPerYear}}" (16 characters) reads "1,000 lb" (8): "bogus" starts at column 41 as written, 33 filled in.
    const page = [
      '{ "schemaVersion": 1, "path": "/honey",',
      '  "title": "{{honeyPerYear}} of Honey", "bogus": 1,',
      '  "description": "What the hives gave this year, and how the honey is taken off and jarred.",',
      '  "blocks": [{ "id": "banner", "type": "page-banner", "props": { "title": "Honey" } }] }',
    ].join('\n')
    const filled = fillFacts('pages-schema/honey.json', page, facts)
    const inFilled = { file: 'pages-schema/honey.json', line: 2, column: 33, where: '', message: 'unknown field "bogus"' }
    expect(filled.text.split('\n')[1]!.indexOf('"bogus"') + 1).toBe(33)
    expect(filled.asWritten(inFilled)).toMatchObject({ line: 2, column: 41 })
    // Inside a value: at its reference. Before the first, or in another file: as it was.
    expect(filled.asWritten({ ...inFilled, column: 16 })).toMatchObject({ line: 2, column: 13 })
    expect(filled.asWritten({ ...inFilled, column: 5 })).toMatchObject({ line: 2, column: 5 })
    const elsewhere = { ...inFilled, file: 'data/site.json' }
    expect(filled.asWritten(elsewhere)).toBe(elsewhere)

    const dir = siteWith({})
    writeFileSync(join(dir, 'pages-schema/honey.json'), page)
    const problems = compileSite(dir).problems.map(formatProblem)
    expect(problems).toEqual([expect.stringMatching(/^pages-schema\/honey\.json:2:41 {2}bogus: unknown prop "bogus"/)])
  })

  it('a broken facts file is a problem at its file:line:column with the fix, not a crash; its names are not called unknown', () => {
    const dir = siteWith({})
    const written = readFileSync(join(dir, 'data/farm-facts.json'), 'utf8')
    writeFileSync(join(dir, 'data/farm-facts.json'), written.replace('{ "name": "hives", "value": "40",', '{ "name": "hives",'))
    expect(readFarmFacts(dir)).toEqual([])
    const problems = compileSite(dir).problems.map(formatProblem)
    expect(problems).toEqual([expect.stringMatching(/^data\/farm-facts\.json:12:5 {2}facts\[8\]\.value: .+ — /)])

    writeFileSync(join(dir, 'data/farm-facts.json'), written.replace('"hives",', '"hives"'))
    expect(compileSite(dir).problems.map(formatProblem)).toEqual([
      'data/farm-facts.json:12:22  JSON syntax error: a comma is missing — add a comma after "hives"',
    ])
  })

  it('names are told apart from the values they stand for: each is a name the editor can offer', () => {
    expect(new Set(facts.map((fact) => fact.name)).size).toBe(facts.length)
  })
})

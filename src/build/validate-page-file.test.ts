// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { shopCatalogBlock } from '#blocks/shop-catalog/index.ts'
import { fixtureRegistry, pageText } from '#tests/unit/fixture-registry.ts'
import { formatProblem } from '#page-model/problem.ts'
import { createPageValidator, validatePageFile } from './validate-page-file.ts'

const validator = createPageValidator(fixtureRegistry)
const FILE = 'pages-schema/test.json'
const check = (text: string) => validatePageFile(FILE, text, validator).problems.map(formatProblem)

/** 1-based line and column of the first occurrence of `needle`. */
function positionOf(text: string, needle: string) {
  const offset = text.indexOf(needle)
  const before = text.slice(0, offset).split('\n')
  return `${before.length}:${before.at(-1)!.length + 1}`
}

const faq = { id: 'faq', type: 'faq', props: { items: [{ question: 'Why?', answer: 'Because.' }] } }

describe('validatePageFile', () => {
  it('accepts a valid page and applies defaults', () => {
    const result = validatePageFile(FILE, pageText([faq]), validator)
    expect(result.problems).toEqual([])
    expect(result.page?.blocks[0]).toMatchObject({ type: 'faq', props: { title: 'FAQ' } })
  })

  it('names an unknown block type and suggests the closest one', () => {
    const text = pageText([{ ...faq, type: 'fqa' }])
    expect(check(text)).toEqual([
      `${FILE}:${positionOf(text, '"fqa"')}  blocks[0] (fqa "faq") → type: unknown block type "fqa" — did you mean "faq"?`,
    ])
  })

  it('explains a prop of the wrong type', () => {
    const text = pageText([{ id: 'posts', type: 'post-list', props: { posts: { collection: 'blog-posts' }, columns: 'three' } }])
    expect(check(text)).toEqual([
      `${FILE}:${positionOf(text, '"three"')}  blocks[0] (post-list "posts") → props.columns: must be an integer, not string "three"`,
    ])
  })

  it('says what is wrong with a value out of its limits, in plain words, and what to do', () => {
    const posts = { collection: 'blog-posts' }
    const columns = (value: number) => pageText([{ id: 'posts', type: 'post-list', props: { posts, columns: value } }])
    expect(check(columns(9))).toEqual([
      `${FILE}:${positionOf(columns(9), '9')}  blocks[0] (post-list "posts") → props.columns: 9 is too large — use 4 or less`,
    ])
    expect(check(columns(0))).toEqual([
      `${FILE}:${positionOf(columns(0), '0\n')}  blocks[0] (post-list "posts") → props.columns: 0 is too small — use 1 or more`,
    ])
    const noItems = pageText([{ id: 'faq', type: 'faq', props: { items: [] } }])
    expect(check(noItems)).toEqual([
      `${FILE}:${positionOf(noItems, '[]')}  blocks[0] (faq "faq") → props.items: has 0 entries — add an entry: at least one is needed`,
    ])
  })

  it('names a missing required prop and what it is for', () => {
    const text = pageText([{ id: 'faq', type: 'faq', props: { items: [{ question: 'Why?' }] } }])
    expect(check(text)).toEqual([
      `${FILE}:${positionOf(text, '{\n            "question"')}  blocks[0] (faq "faq") → props.items[0]: "answer" is missing — add "answer" (The answer)`,
    ])
  })

  it('points at an unknown prop, suggests the intended one and lists the allowed props', () => {
    const text = pageText([{ ...faq, props: { ...faq.props, titel: 'Questions' } }])
    expect(check(text)).toEqual([
      `${FILE}:${positionOf(text, '"titel"')}  blocks[0] (faq "faq") → props.titel: unknown prop "titel" — did you mean "title"? allowed here: title, items`,
    ])
  })

  it('refuses a shop that opens with a sort it does not offer, or offers one twice, and says what to do', () => {
    const shopCheck = (props: object) => {
      const text = pageText([{ id: 'catalog', type: 'shop-catalog', props }])
      return { text, problems: validatePageFile(FILE, text, createPageValidator([shopCatalogBlock])).problems.map(formatProblem) }
    }
    const unoffered = shopCheck({ sorts: ['popular', 'price-asc'], defaultSort: 'rating' })
    expect(unoffered.problems).toEqual([
      `${FILE}:${positionOf(unoffered.text, '"rating"')}  blocks[0] (shop-catalog "catalog") → props.defaultSort: "rating" is not among the sorts offered ("popular", "price-asc"): add it to "sorts" or open with one of them`,
    ])
    const twice = shopCheck({ sorts: ['popular', 'popular'], defaultSort: 'popular' })
    expect(twice.problems).toEqual([
      `${FILE}:${positionOf(twice.text, twice.text.slice(twice.text.indexOf('"sorts": ') + 9))}  blocks[0] (shop-catalog "catalog") → props.sorts: lists a sort twice: name each sort once`,
    ])
    expect(shopCheck({ sorts: ['popular'], defaultSort: 'popular' }).problems).toEqual([])
  })

  it('refuses a duplicate block id', () => {
    const text = pageText([faq, { ...faq }])
    const second = text.indexOf('"id": "faq"', text.indexOf('"id": "faq"') + 1)
    const before = text.slice(0, second + '"id": '.length).split('\n')
    expect(check(text)).toEqual([
      `${FILE}:${before.length}:${before.at(-1)!.length + 1}  blocks[1] (faq "faq") → id: block id "faq" is already used by blocks[0]; give this block another id`,
    ])
  })

  it('refuses a reference to a record that does not exist', () => {
    const text = pageText([{ id: 'posts', type: 'post-list', props: { posts: { collection: 'blog-posts', ids: [2, 99] } } }])
    expect(check(text)).toEqual([
      `${FILE}:${positionOf(text, '99')}  blocks[0] (post-list "posts") → props.posts.ids[1]: "blog-posts" has no record with id 99 (ids are 1–15)`,
    ])
  })

  it('refuses a position past the end of a collection', () => {
    const text = pageText([{ id: 'posts', type: 'post-list', props: { posts: { collection: 'blog-posts', items: [2, 16] } } }])
    expect(check(text)[0]).toContain('props.posts.items[1]: "blog-posts" has 15 records, so there is no item 16')
  })

  it('reports a missing comma at the end of the line that needs it, not on the next line', () => {
    const text = '{\n  "schemaVersion": 1,\n  "path": "/test"\n  "title": "Test"\n}'
    expect(check(text)).toEqual([`${FILE}:3:18  JSON syntax error: a comma is missing — add a comma after "/test"`])
    const afterBlock = pageText([faq, { ...faq, id: 'faq-2' }]).replace(/\},(\n\s*\{\n\s*"id": "faq-2")/, '}$1')
    expect(check(afterBlock)).toEqual([
      `${FILE}:${positionOf(afterBlock, '\n    {\n      "id": "faq-2"')}  JSON syntax error: a comma is missing — add a comma after }`,
    ])
  })

  it('reports a trailing comma at the comma to remove', () => {
    const text = '{\n  "schemaVersion": 1,\n}'
    expect(check(text)).toEqual([
      `${FILE}:2:21  JSON syntax error: a comma after the last entry — remove this comma (nothing follows it before the })`,
    ])
  })

  it('reports a missing block type with the known types', () => {
    const text = pageText([{ id: 'faq', props: {} }])
    expect(check(text)).toEqual([
      `${FILE}:${positionOf(text, '{\n      "id"')}  blocks[0] ("faq"): "type" is missing — add "type": one of faq, post-list`,
    ])
  })

  it('accepts a canonical address with the same parameters, and refuses one with another', () => {
    const entity = { collection: 'blog-posts', param: 'id' }
    const alias = pageText([faq], { path: '/posts/:id', canonical: '/post-details/:id', entity })
    expect(check(alias)).toEqual([])
    const wrong = pageText([faq], { path: '/posts/:id', canonical: '/post-details/:slug', entity })
    expect(check(wrong)[0]).toContain('canonical: the canonical path uses ":slug", which the path "/posts/:id" does not have')
  })

  it('refuses an entity parameter the path does not have', () => {
    const text = pageText([faq], { path: '/post/:slug', entity: { collection: 'blog-posts', param: 'id' } })
    expect(check(text)[0]).toContain('entity.param: the path "/post/:slug" has no ":id" parameter')
  })

  it('refuses control characters in the title: NUL and BEL would be written into every page of the route', () => {
    const text = pageText([faq], { title: 'Te\u0000st\u0007' })
    expect(check(text)).toEqual([
      `${FILE}:${positionOf(text, '"Te')}  title: "Te\\u0000st\\u0007" is not in the expected form — holds the invisible control character U+0000 at character 3: remove it`,
    ])
    const bell = pageText([faq], { title: 'Test\u0007' })
    expect(check(bell)).toEqual([
      `${FILE}:${positionOf(bell, '"Test')}  title: "Test\\u0007" is not in the expected form — holds the invisible control character U+0007 at character 5: remove it`,
    ])
  })

  it('refuses a bidirectional override or a byte-order mark in the title, which the tab would show turned around', () => {
    const text = pageText([faq], { title: 'Farm \u2067Shop' })
    expect(check(text)).toEqual([
      `${FILE}:${positionOf(text, '"Farm')}  title: "Farm \u2067Shop" is not in the expected form — holds the invisible character U+2067 (right-to-left isolate) at character 6: remove it (it changes how the text around it is shown, e.g. reversed)`,
    ])
  })

  it('refuses a title longer than search results show, and a 900 KB description', () => {
    const long = pageText([faq], { title: 'x'.repeat(10_000) })
    expect(check(long)).toEqual([
      `${FILE}:${positionOf(long, '"xxx')}  title: is 10000 characters long — at most 70 fit here: shorten it`,
    ])
    const huge = pageText([faq], { description: 'y'.repeat(900_000) })
    expect(check(huge)).toEqual([
      `${FILE}:${positionOf(huge, '"yyy')}  description: is 900000 characters long — at most 200 fit here: shorten it`,
    ])
  })

  it('refuses a title of spaces only', () => {
    const text = pageText([faq], { title: '   ' })
    expect(check(text)).toEqual([
      `${FILE}:${positionOf(text, '"   "')}  title: "   " is not in the expected form — must hold words, not only spaces`,
    ])
  })

  it('props nested 5,000 deep are one problem where the nesting passes the limit, not a stack overflow', () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`
    const text = pageText([{ ...faq, props: { items: '@' } }]).replace('"@"', deep)
    const [first] = check(text)
    expect(check(text)).toHaveLength(1)
    expect(first).toMatch(
      /^pages-schema\/test\.json:\d+:\d+ {2}nested too deeply: 5004 levels of \{ \} and \[ \]; the most a page or data file needs is 7, and 64 are allowed — a bracket is probably repeated from here on: close each \{ and \[ once$/,
    )
    // At the first bracket past the limit: the 61st of the list (page, blocks, block and props come first).
    const at = text.indexOf('[', text.indexOf('"items"')) + 60
    const before = text.slice(0, at).split('\n')
    expect(first).toContain(`${FILE}:${before.length}:${before.at(-1)!.length + 1} `)
  })
})

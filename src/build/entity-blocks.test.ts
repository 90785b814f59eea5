// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { fixtureRegistry, pageText, productFixture } from '#tests/unit/fixture-registry.ts'
import { formatProblem } from '#page-model/problem.ts'
import { pageValidator } from './compile-site.ts'
import { createPageValidator, validatePageFile } from './validate-page-file.ts'

// A block that shows its page's record (it declares `entity` in defineBlock) works only on a page bound to that collection.
const validator = createPageValidator([...fixtureRegistry, productFixture])
const FILE = 'pages-schema/test.json'
const check = (text: string) => validatePageFile(FILE, text, validator).problems.map(formatProblem)

/** 1-based line and column of the first occurrence of `needle`. */
function positionOf(text: string, needle: string) {
  const before = text.slice(0, text.indexOf(needle)).split('\n')
  return `${before.length}:${before.at(-1)!.length + 1}`
}

const summary = { id: 'summary', type: 'product-summary', when: 'found', props: {} }
const entityPage = (collection: string) => ({ path: '/item/:id', entity: { collection, param: 'id' } })

describe('entity blocks', () => {
  it('are accepted on a page bound to their collection', () => {
    expect(check(pageText([summary], entityPage('products')))).toEqual([])
  })

  it('are refused on a page bound to another collection, at the block type, with what to do', () => {
    const text = pageText([summary], entityPage('farmers'))
    expect(check(text)).toEqual([
      `${FILE}:${positionOf(text, '"product-summary"')}  blocks[0] (product-summary "summary") → type: a "product-summary" block shows the record of its page's "entity", so it needs a page bound to "products"; this page is bound to "farmers" — move it to a page with "entity": { "collection": "products", "param": "id" }, or remove it from this page`,
    ])
  })

  it('are refused on a page with no entity', () => {
    const text = pageText([{ ...summary, when: undefined }])
    expect(check(text)).toEqual([
      `${FILE}:${positionOf(text, '"product-summary"')}  blocks[0] (product-summary "summary") → type: a "product-summary" block shows the record of its page's "entity", so it needs a page bound to "products"; this page has no "entity" — move it to a page with "entity": { "collection": "products", "param": "id" }, or remove it from this page`,
    ])
  })

  it('may serve several collections: the member profile fits farmers and team pages, not product pages', () => {
    const profile = { id: 'profile', type: 'member-profile', when: 'found', props: {} }
    const problems = (collection: string) =>
      validatePageFile(FILE, pageText([profile], entityPage(collection)), pageValidator()).problems.map(
        (problem) => problem.message,
      )
    expect(problems('farmers')).toEqual([])
    expect(problems('team')).toEqual([])
    expect(problems('products')).toEqual([
      'a "member-profile" block shows the record of its page\'s "entity", so it needs a page bound to "farmers" or "team"; this page is bound to "products"',
    ])
  }, 30_000) // compiles the validator of every real block
})

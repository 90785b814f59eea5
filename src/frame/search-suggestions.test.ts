// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { SearchHit, SearchKind } from '#search/search-types.ts'
import { groupSuggestions, SUGGESTIONS_PER_KIND } from './search-suggestions.ts'

const hit = (kind: SearchKind, n: number): SearchHit => ({
  kind,
  id: `${kind}-${n}`,
  title: `${kind} ${n}`,
  url: `/${kind}/${n}`,
  terms: [],
})

describe('groupSuggestions', () => {
  it(`keeps the best ${SUGGESTIONS_PER_KIND} of each kind, products first, numbered in arrow-key order`, () => {
    const hits = [hit('person', 1), hit('post', 1), ...[1, 2, 3, 4, 5].map((n) => hit('product', n)), hit('post', 2)]
    const {
      groups,
      hits: shown,
      total,
    } = groupSuggestions({
      query: 'x',
      hits,
      counts: { product: 12, post: 2, page: 0, person: 1 },
    })
    expect(groups.map((group) => [group.label, group.options.map(({ hit, index }) => `${index}:${hit.id}`)])).toEqual([
      ['Products', ['0:product-1', '1:product-2', '2:product-3']],
      ['Posts', ['3:post-1', '4:post-2']],
      ['People', ['5:person-1']],
    ])
    expect(shown.map((shownHit) => shownHit.id)).toEqual(['product-1', 'product-2', 'product-3', 'post-1', 'post-2', 'person-1'])
    // "See all" counts every result, not only those shown.
    expect(total).toBe(15)
  })

  it('has no groups when nothing matched', () => {
    expect(groupSuggestions({ query: 'x', hits: [], counts: { product: 0, post: 0, page: 0, person: 0 } })).toEqual({
      groups: [],
      hits: [],
      total: 0,
    })
  })
})

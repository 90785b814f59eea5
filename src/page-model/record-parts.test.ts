// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { recordPartsModule, separatePartsOf, withoutSeparateParts } from './record-parts.ts'
import type { CompiledPage } from './site-types.ts'

const article = [{ type: 'paragraph', children: ['Our soil'] }]

function postPage(): CompiledPage {
  return {
    name: 'blog-single',
    path: '/blog-single/:id',
    title: '{title} | Blog',
    description: '',
    shareImage: '',
    blocks: [],
    entity: {
      collection: 'blog-posts',
      param: 'id',
      records: { '1': { id: 1, title: 'Soil', body: article }, '2': { id: 2, title: 'Cows' } },
    },
  }
}

describe('record parts', () => {
  it("ships the page's records without their articles, and names the records that have one", () => {
    const { page, idsWithParts } = withoutSeparateParts(postPage())
    expect(page.entity?.records).toEqual({ '1': { id: 1, title: 'Soil' }, '2': { id: 2, title: 'Cows' } })
    expect(idsWithParts).toEqual(['1'])
  })

  it('leaves the compiled page itself as it was (search and the editor read the articles there)', () => {
    const compiled = postPage()
    withoutSeparateParts(compiled)
    expect(compiled.entity?.records['1']).toHaveProperty('body', article)
  })

  it("gives a record's article apart, and nothing for a record without one", () => {
    expect(separatePartsOf(postPage().entity?.records['1'])).toEqual({ body: article })
    expect(separatePartsOf(postPage().entity?.records['2'])).toBeUndefined()
    expect(separatePartsOf(undefined)).toBeUndefined()
  })

  it('names one module per page and record', () => {
    expect(recordPartsModule('blog-single', '1')).toBe('virtual:site/page-record/blog-single/1')
  })

  it('passes a page without records through', () => {
    const page = { ...postPage(), entity: undefined }
    expect(withoutSeparateParts(page)).toEqual({ page, idsWithParts: [] })
  })
})

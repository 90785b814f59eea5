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

  it("keeps a post's comments and a product's photos, details, rows and reviews apart, and what lists need in the page", () => {
    const comments = [{ author: 'Ruth', date: '2024-12-30', text: 'Lovely' }]
    expect(separatePartsOf({ id: 3, title: 'Cheese', comments })).toEqual({ comments })
    const product = {
      id: 1,
      title: 'Wild Blueberries',
      price: '$6.50',
      gallery: ['/art/products/blueberries.webp'],
      details: ['Raked by hand'],
      additionalInfo: [{ label: 'Weight', value: '125 g' }],
      customerReviews: [{ author: 'Ann', date: '2025-01-02', rating: 5, text: 'Sweet' }],
      reviews: 1,
      ratings: 5,
    }
    const { gallery, details, additionalInfo, customerReviews, ...listed } = product
    expect(separatePartsOf(product)).toEqual({ gallery, details, additionalInfo, customerReviews })
    const page = { ...postPage(), entity: { collection: 'products', param: 'id', records: { '1': product } } }
    expect(withoutSeparateParts(page).page.entity?.records['1']).toEqual(listed)
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

// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { describeChanges } from './change-summary.ts'

const products = (...records: object[]) => JSON.stringify({ products: records })
const posts = (...records: object[]) => JSON.stringify({ 'blog-posts': records })
const page = (...blocks: object[]) => JSON.stringify({ path: '/home-2', title: 'Our story', blocks })

describe('describeChanges', () => {
  it('names a changed record by its title, with the field before and after', () => {
    const lines = describeChanges([
      {
        path: 'data/products.json',
        before: products({ id: 3, title: 'Strawberries', price: '$6.50' }, { id: 4, title: 'Corn', price: '$1.90' }),
        after: products({ id: 3, title: 'Strawberries', price: '$5.50' }, { id: 4, title: 'Corn', price: '$1.90' }),
      },
    ])
    expect(lines).toEqual(['Strawberries: price $6.50 → $5.50'])
  })

  it('says new and deleted records, and long or nested fields as changed', () => {
    const lines = describeChanges([
      {
        path: 'data/products.json',
        before: products({ id: 1, title: 'Kale', description: 'x'.repeat(60) }, { id: 2, title: 'Leeks' }),
        after: products({ id: 1, title: 'Kale', description: 'y'.repeat(60), oldPrice: '$2.00' }, { id: 5, title: 'Figs' }),
      },
    ])
    expect(lines).toEqual(['Kale: description changed, old price added', 'New product: Figs', 'Product deleted: Leeks'])
  })

  it('says a new post once, not again for its text', () => {
    const lines = describeChanges([
      {
        path: 'data/blog-posts.json',
        before: posts({ id: 1, title: 'Soil' }),
        after: posts({ id: 1, title: 'Soil' }, { id: 2, title: 'First Frost on the Kale' }),
      },
      { path: 'data/blog-posts/2.md', before: undefined, after: 'The first frost…' },
      { path: 'data/blog-posts/1.md', before: 'Old', after: 'New' },
    ])
    expect(lines).toEqual(['New post: First Frost on the Kale', 'Soil: text changed'])
  })

  it('counts a page’s blocks moved, hidden, added and changed', () => {
    const a = { id: 'a', type: 'hero' }
    const b = { id: 'b', type: 'faq', props: { title: 'Q' } }
    const c = { id: 'c', type: 'cta' }
    const lines = describeChanges([
      {
        path: 'pages-schema/home-2.json',
        before: page(a, b, c),
        after: page(c, { ...a, hidden: true }, b),
      },
      { path: 'pages-schema/new.json', before: undefined, after: JSON.stringify({ path: '/new', blocks: [] }) },
    ])
    expect(lines).toEqual(['/home-2: 1 block moved, 1 hidden', 'New page: /new'])
  })

  it('names a page about each record by what it is, not by its address’s pattern', () => {
    const post = (title: string) =>
      JSON.stringify({
        path: '/blog-single-with-sidebar/:id',
        entity: { collection: 'blog-posts', param: 'id' },
        blocks: [{ id: 'post', type: 'blog-post', props: { title } }],
      })
    const lines = describeChanges([
      { path: 'pages-schema/blog-single-with-sidebar.json', before: post('Farm Journal'), after: post('Our Journal') },
    ])
    expect(lines).toEqual(['Each post’s page (blog single with sidebar): 1 block changed'])
  })

  it('counts new pictures, with their descriptions, as one line', () => {
    const lines = describeChanges([
      { path: 'public/art/uploads/a.webp', before: undefined, after: '' },
      { path: 'public/art/uploads/b.webp', before: undefined, after: '' },
      { path: 'data/picture-alts.json', before: '{"alts":{}}', after: '{"alts":{"a":"A"}}' },
    ])
    expect(lines).toEqual(['2 new pictures'])
  })

  it('names changed settings by their fields', () => {
    const lines = describeChanges([
      { path: 'data/site.json', before: '{"phone":"1","name":"GV"}', after: '{"phone":"2","name":"GV"}' },
    ])
    expect(lines).toEqual(['Settings: phone changed'])
  })

  it('names a record’s fields by their titles in its schema, as its form and History do', () => {
    const farmers = (story: string) =>
      JSON.stringify({
        farmers: [{ id: 1, name: 'Daniel Whitmore', thumb: '/art/a.webp', memberData: [{ listTitle: story }] }],
      })
    const lines = describeChanges([
      {
        path: 'data/farmers.json',
        before: farmers('Main Skills'),
        after: JSON.stringify({
          farmers: [{ id: 1, name: 'Daniel Whitmore', thumb: '/art/b.webp', memberData: [{ listTitle: 'Skills' }] }],
        }),
      },
    ])
    expect(lines).toEqual(['Daniel Whitmore: portrait /art/a.webp → /art/b.webp, farmer’s story changed'])
  })
})

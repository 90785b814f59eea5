// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  duplicateBlock,
  entityCollectionOf,
  entryAt,
  freeBlockId,
  insertBlock,
  moveBlock,
  newBlock,
  openDoc,
  removeBlock,
  setBlockHidden,
  setValueAt,
  valueAt,
  withKey,
  type PageValue,
} from './page-document.ts'

const BLOCK_KEYS = ['id', 'type', 'hidden', 'when', 'props']

function page(): PageValue {
  return {
    path: '/home-2',
    blocks: [
      { id: 'banner', type: 'hero-slider', props: { slides: [{ title: 'One' }, { title: 'Two' }] } },
      { id: 'faq', type: 'faq', props: {} },
      { id: 'blog', type: 'blog-highlights', props: { featured: { collection: 'blog-posts', items: [1] } } },
    ],
  }
}

const ids = (value: PageValue) => value.blocks.map((block) => block.id)

describe('the page document', () => {
  it('moves a block, and its key moves with it', () => {
    const doc = openDoc(page())
    const moved = moveBlock(doc, 2, 0)
    expect(ids(moved.page)).toEqual(['blog', 'banner', 'faq'])
    expect(moved.blockKeys).toEqual([doc.blockKeys[2], doc.blockKeys[0], doc.blockKeys[1]])
    expect(ids(doc.page)).toEqual(['banner', 'faq', 'blog'])
  })

  it('hides a block with "hidden": true right after its type, and shows it by leaving "hidden" out', () => {
    const hidden = setBlockHidden(openDoc(page()), 1, true, BLOCK_KEYS)
    expect(Object.entries(hidden.page.blocks[1]!)).toEqual([
      ['id', 'faq'],
      ['type', 'faq'],
      ['hidden', true],
      ['props', {}],
    ])
    const shown = setBlockHidden(hidden, 1, false, BLOCK_KEYS)
    expect(Object.keys(shown.page.blocks[1]!)).toEqual(['id', 'type', 'props'])
  })

  it('duplicates a block under a new id, right after it, as a separate copy', () => {
    const doc = duplicateBlock(openDoc(page()), 0)
    expect(ids(doc.page)).toEqual(['banner', 'banner-copy', 'faq', 'blog'])
    expect(doc.page.blocks[1]!.props).toEqual(doc.page.blocks[0]!.props)
    expect(doc.page.blocks[1]!.props).not.toBe(doc.page.blocks[0]!.props)
    expect(new Set(doc.blockKeys).size).toBe(4)
    expect(ids(duplicateBlock(doc, 0).page)).toContain('banner-copy-2')
  })

  it('removes a block with its key', () => {
    const doc = openDoc(page())
    const removed = removeBlock(doc, 1)
    expect(ids(removed.page)).toEqual(['banner', 'blog'])
    expect(removed.blockKeys).toEqual([doc.blockKeys[0], doc.blockKeys[2]])
  })

  it('adds a block with its example settings and an id no other block has', () => {
    const doc = openDoc(page())
    const example = { title: 'Questions' }
    const block = newBlock(doc.page.blocks, 'faq', example)
    expect(block).toEqual({ id: 'faq-2', type: 'faq', props: { title: 'Questions' } })
    expect(block.props).not.toBe(example)
    const added = insertBlock(doc, 1, block)
    expect(ids(added.page)).toEqual(['banner', 'faq-2', 'faq', 'blog'])
    expect(added.blockKeys).toHaveLength(4)
  })

  it('makes ids of lower-case letters, digits and dashes, starting with a letter', () => {
    expect(freeBlockId([], 'Spring Promo!')).toBe('spring-promo')
    expect(freeBlockId([], '2024 news')).toBe('news')
    expect(freeBlockId([], '---')).toBe('block')
    expect(freeBlockId([{ id: 'faq' }, { id: 'faq-2' }], 'faq')).toBe('faq-3')
  })

  it('sets a value deep in the page without touching anything else', () => {
    const doc = openDoc(page())
    const changed = setValueAt(doc, ['blocks', 0, 'props', 'slides', 1, 'title'], 'Spring')
    expect(valueAt(changed.page, ['blocks', 0, 'props', 'slides', 1, 'title'])).toBe('Spring')
    expect(valueAt(doc.page, ['blocks', 0, 'props', 'slides', 1, 'title'])).toBe('Two')
    expect(changed.page.blocks[1]).toBe(doc.page.blocks[1])
    expect((changed.page.blocks[0]!.props!.slides as unknown[])[0]).toBe((doc.page.blocks[0]!.props!.slides as unknown[])[0])
    expect(changed.blockKeys).toBe(doc.blockKeys)
  })

  it('writes a new setting where the schema lists it, and removes a setting set to undefined', () => {
    const doc = openDoc(page())
    const order = ['eyebrow', 'title', 'lead', 'items']
    const withTitle = setValueAt(
      setValueAt(doc, ['blocks', 1, 'props', 'items'], []),
      ['blocks', 1, 'props', 'title'],
      'Q',
      order,
    )
    expect(Object.keys(withTitle.page.blocks[1]!.props!)).toEqual(['title', 'items'])
    const withEyebrow = setValueAt(withTitle, ['blocks', 1, 'props', 'eyebrow'], 'Ask', order)
    expect(Object.keys(withEyebrow.page.blocks[1]!.props!)).toEqual(['eyebrow', 'title', 'items'])
    const removed = setValueAt(withEyebrow, ['blocks', 1, 'props', 'title'], undefined, order)
    expect(Object.keys(removed.page.blocks[1]!.props!)).toEqual(['eyebrow', 'items'])
  })

  it('creates the objects on the way to a setting the file does not have yet', () => {
    const changed = setValueAt(openDoc(page()), ['blocks', 1, 'props', 'callToAction', 'title'], 'Visit')
    expect(changed.page.blocks[1]!.props).toEqual({ callToAction: { title: 'Visit' } })
  })

  it('keeps an existing key in its place, and puts keys the order does not know last', () => {
    expect(Object.keys(withKey({ b: 1, a: 2 }, 'b', 3, ['a', 'b']))).toEqual(['b', 'a'])
    expect(Object.keys(withKey({ a: 1 }, 'z', 2, ['a', 'b']))).toEqual(['a', 'z'])
    expect(Object.keys(withKey({ b: 1 }, 'a', 2, []))).toEqual(['b', 'a'])
  })

  it('finds the list entry a form path is in, by block id, for the preview', () => {
    expect(entryAt(page(), ['blocks', 0, 'props', 'slides', 1, 'title'])).toEqual({
      blockId: 'banner',
      setting: 'slides',
      index: 1,
    })
    expect(entryAt(page(), ['blocks', 0, 'props', 'slides', 0])).toEqual({ blockId: 'banner', setting: 'slides', index: 0 })
    // A record chosen in a collection reference, by id or by position: the carousel's slide it is.
    expect(entryAt(page(), ['blocks', 0, 'props', 'projects', 'ids', 3])).toEqual({
      blockId: 'banner',
      setting: 'projects',
      index: 3,
    })
    expect(entryAt(page(), ['blocks', 0, 'props', 'projects', 'items', 0])).toEqual({
      blockId: 'banner',
      setting: 'projects',
      index: 0,
    })
    expect(entryAt(page(), ['blocks', 0, 'props', 'projects', 'first'])).toBeUndefined()
    // Not in a list entry: the block's own settings, a whole list, page settings, a block that is not there.
    expect(entryAt(page(), ['blocks', 0, 'props', 'autoplayMs'])).toBeUndefined()
    expect(entryAt(page(), ['blocks', 0, 'props', 'slides'])).toBeUndefined()
    expect(entryAt(page(), ['blocks', 0, 'id'])).toBeUndefined()
    expect(entryAt(page(), ['title'])).toBeUndefined()
    expect(entryAt(page(), ['blocks', 9, 'props', 'slides', 0])).toBeUndefined()
  })
})

describe('entityCollectionOf', () => {
  it('names the collection a page is bound to, if it is', () => {
    expect(entityCollectionOf({ entity: { collection: 'products', param: 'id' }, blocks: [] })).toBe('products')
    expect(entityCollectionOf({ blocks: [] })).toBeUndefined()
    expect(entityCollectionOf({ entity: null, blocks: [] })).toBeUndefined()
    expect(entityCollectionOf({ entity: 'products', blocks: [] })).toBeUndefined()
    expect(entityCollectionOf({ entity: { collection: 3 }, blocks: [] })).toBeUndefined()
  })
})

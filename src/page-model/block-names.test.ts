import { describe, expect, it } from 'vitest'
import { blockRegistry } from '#blocks/registry.ts'
import { namedBlockTypes, plainBlockName } from './block-names.ts'

describe('plainBlockName', () => {
  it('names every registered block type in plain words, and no type that does not exist', () => {
    expect([...namedBlockTypes].sort()).toEqual(blockRegistry.map((block) => block.type).sort())
  })

  it('says what a block is rather than its code name', () => {
    expect(plainBlockName('faq')).toBe('Frequently asked questions')
    expect(plainBlockName('product-details')).toBe('Product details')
    expect(plainBlockName('new-block')).toBe('New block')
  })
})

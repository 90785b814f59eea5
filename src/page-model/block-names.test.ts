// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { blockRegistry } from '#blocks/registry.ts'
import { blockLabel, namedBlockTypes, plainBlockName } from './block-names.ts'

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

describe('blockLabel', () => {
  it('writes a code name in words, acronyms in capitals', () => {
    expect(blockLabel('hero-slider')).toBe('Hero slider')
    expect(blockLabel('faq')).toBe('FAQ')
    expect(blockLabel('cta-faq-banner')).toBe('CTA FAQ banner')
  })
})

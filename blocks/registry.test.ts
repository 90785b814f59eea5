// @vitest-environment node
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { collectionNames } from '#data/collections.ts'
import { BLOCK_VIEWS_FILE, blockViewsFileText } from '#build/block-views-file.ts'
import { entityCollections } from '#page-model/define-block.ts'
import { blockRegistry } from './registry.ts'

const blocksDir = join(process.cwd(), 'blocks')
const folders = readdirSync(blocksDir).filter((name) => statSync(join(blocksDir, name)).isDirectory())

describe('block registry', () => {
  it('lists every block folder exactly once', () => {
    const types = blockRegistry.map((block) => block.type)
    expect([...types].sort()).toEqual([...folders].sort())
    expect(new Set(types).size).toBe(types.length)
  })

  it('finds each view where the renderer looks for it: blocks/<type>/<type>.tsx', () => {
    const missing = blockRegistry
      .map((b) => `blocks/${b.type}/${b.type}.tsx`)
      .filter((file) => !existsSync(join(process.cwd(), file)))
    expect(missing).toEqual([])
  })

  it('blocks/views.ts loads every view, typed by its schema (run `npm run schema` if this fails)', () => {
    expect(readFileSync(join(process.cwd(), BLOCK_VIEWS_FILE), 'utf8')).toBe(blockViewsFileText(blockRegistry))
  })

  it.each(blockRegistry.map((block) => [block.type, block] as const))(
    '%s: its example props parse with its schema',
    (_type, block) => {
      const result = block.props.safeParse(block.example)
      expect(result.success ? [] : z.prettifyError(result.error)).toEqual([])
    },
  )

  it("declares the entity collection of every view that reads its page's record (useEntity), and only those", () => {
    const readsEntity = (type: string) =>
      readdirSync(join(blocksDir, type))
        .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
        .some((file) => /\buseEntity\b/.test(readFileSync(join(blocksDir, type, file), 'utf8')))
    const declared = blockRegistry.map((block) => [block.type, entityCollections(block).length > 0] as const)
    expect(declared.filter(([type, has]) => has !== readsEntity(type))).toEqual([])
    for (const block of blockRegistry) {
      for (const name of entityCollections(block)) expect(collectionNames).toContain(name)
    }
  })

  it('names the entity each entity block needs', () => {
    const needs = Object.fromEntries(
      blockRegistry.filter((block) => block.entity).map((block) => [block.type, entityCollections(block).join(' or ')]),
    )
    expect(needs).toEqual({
      'product-details': 'products',
      'related-products': 'products',
      'recently-viewed': 'products',
      'project-details': 'projects',
      'service-details': 'services',
      'member-profile': 'farmers or team',
      'blog-post': 'blog-posts',
    })
  })
})

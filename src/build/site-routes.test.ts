// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { compileSite } from './compile-site.ts'
import { pagesShowingEveryBlockType } from './site-routes.ts'

describe('pagesShowingEveryBlockType', () => {
  const { pages } = compileSite(process.cwd())
  const typesOf = (list: typeof pages) => new Set(list.flatMap((page) => page.blocks.map((block) => block.type)))

  it('shows every block type the pages use, from the home page and fewer pages than all', () => {
    const chosen = pagesShowingEveryBlockType(pages)
    expect(chosen[0]?.path).toBe('/')
    expect(typesOf(chosen)).toEqual(typesOf(pages))
    expect(chosen.length).toBeLessThan(pages.length)
  })

  it('takes no page that adds no block type', () => {
    const chosen = pagesShowingEveryBlockType(pages)
    chosen.forEach((page, index) => {
      const before = typesOf(chosen.slice(0, index))
      expect(
        page.blocks.some((block) => !before.has(block.type)),
        page.name,
      ).toBe(true)
    })
  })
})

import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { DEFAULT_CATEGORY_TILES } from '#tests/unit/category-tiles.ts'
import CategoryCarousel from './category-carousel.tsx'
import { categoryCarouselProps } from './schema.ts'

/** The tiles of the block's server HTML (the carousel starts only in the browser): each link's text and address. */
function tiles(props: Record<string, unknown> = {}, categories?: { id: number; name: string; thumb: string }[]) {
  const parsed = categoryCarouselProps.parse(props)
  const container = document.createElement('div')
  container.innerHTML = renderToString(
    <MemoryRouter>
      <CategoryCarousel {...parsed} categories={categories ?? parsed.categories} />
    </MemoryRouter>,
  )
  return [...container.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')])
}

describe('category-carousel', () => {
  it('links each category tile to its product, or to its shelf of the shop when it has several', () => {
    expect(tiles()).toEqual(DEFAULT_CATEGORY_TILES)
  })

  it('sends a category without a link of its own where the page says', () => {
    expect(tiles({ linkTo: '/home-3', linkHint: '' }, [{ id: 1, name: 'Honey', thumb: '/art/icons/honey-pot.webp' }])).toEqual([
      ['Honey', '/home-3'],
    ])
  })
})

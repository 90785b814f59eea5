import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { DEFAULT_CATEGORY_TILES } from '#tests/unit/category-tiles.ts'
import { renderBlock } from '#tests/unit/render-block.tsx'
import CategoryShowcase from './category-showcase.tsx'
import { categoryShowcaseProps } from './schema.ts'

function renderShowcase(props: Record<string, unknown> = {}) {
  renderBlock(CategoryShowcase, categoryShowcaseProps, props)
}

const tiles = () =>
  screen.getAllByRole('listitem').map((tile) => {
    const link = within(tile).getByRole('link')
    return [link.textContent, link.getAttribute('href')]
  })

describe('category-showcase', () => {
  it('shows the six product categories of the specification, each a tile linking to its product or its shelf of the shop', () => {
    renderShowcase()
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Shop by Product Category')
    expect(screen.getByText('Fresh Every Season')).toBeInTheDocument()
    expect(tiles()).toEqual(DEFAULT_CATEGORY_TILES)
    // The illustrations are decoration: each tile is named by its category.
    expect(screen.queryAllByRole('img')).toHaveLength(0)
  })

  it('shows the categories the page picks, with its own hint or none', () => {
    renderShowcase({ categories: { collection: 'product-categories', ids: [6, 3] }, linkHint: '' })
    expect(tiles()).toEqual([
      ['Apples', '/shop?category=fruit'],
      ['Cabbage', '/shop-single/2'],
    ])
  })

  it('sends a category without a link of its own where the page says', () => {
    render(
      <MemoryRouter>
        <CategoryShowcase
          {...categoryShowcaseProps.parse({ linkTo: '/home-3' })}
          categories={[{ id: 1, name: 'Honey', thumb: '/art/icons/honey-pot.webp' }]}
        />
      </MemoryRouter>,
    )
    expect(tiles()).toEqual([['HoneyShop now', '/home-3']])
  })

  it('has a lead only when given, and no eyebrow when emptied', () => {
    renderShowcase({ lead: 'Picked this week.', eyebrow: '' })
    expect(screen.getByText('Picked this week.')).toBeInTheDocument()
    expect(screen.queryByText('Fresh Every Season')).not.toBeInTheDocument()
  })
})

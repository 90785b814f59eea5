import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderBlock } from '#tests/unit/render-block.tsx'
import FeatureBlock from './feature-block.tsx'
import { featureBlockProps } from './schema.ts'

function renderFeatures(props: Record<string, unknown> = {}) {
  renderBlock(FeatureBlock, featureBlockProps, props)
}

/** The row of product icons: each entry's text and, when it is a link, its address. */
const productRow = () =>
  within(screen.getAllByRole('list').at(-1)!)
    .getAllByRole('listitem')
    .map((item) => [item.textContent, within(item).queryByRole('link')?.getAttribute('href') ?? null])

describe('feature-block', () => {
  it('links the default product icons to their shelves of the shop; one the shop does not sell stays text', () => {
    renderFeatures()
    expect(productRow()).toEqual([
      ['Vegetables', '/shop?category=vegetables'],
      ['Fresh Fruits', '/shop?category=fruit'],
      ['Dairy Products', '/shop?category=dairy'],
      ['Grains & Cereals', null],
    ])
    expect(screen.getByRole('link', { name: 'Dairy Products' })).toHaveAttribute('href', '/shop?category=dairy')
  })

  it('links a product icon and a feature card where the page says, each named by its own words', () => {
    renderFeatures({
      features: [
        {
          icon: '/art/icons/glass-of-milk.webp',
          title: 'Bottled Within Hours',
          description: 'Never homogenised.',
          link: '/shop-single/25',
        },
        { icon: '/art/icons/cow-face.webp', title: 'Grass-Fed Herd', description: 'On organic pasture.' },
      ],
      products: [{ icon: '/art/icons/butter.webp', label: 'Butter', link: '/shop-single/26' }],
    })
    expect(screen.getByRole('link', { name: 'Bottled Within Hours' })).toHaveAttribute('href', '/shop-single/25')
    expect(screen.getByRole('link', { name: 'Butter' })).toHaveAttribute('href', '/shop-single/26')
    // A card without a link is text, and does not look like a link (no lift on hover).
    const herd = screen.getByRole('heading', { name: 'Grass-Fed Herd' })
    expect(within(herd).queryByRole('link')).not.toBeInTheDocument()
    expect(herd.closest('li')).not.toHaveClass('feature-block__feature--link')
    expect(screen.getByRole('link', { name: 'Bottled Within Hours' }).closest('li')).toHaveClass('feature-block__feature--link')
  })

  it('refuses a link that is not a site path', () => {
    expect(() =>
      featureBlockProps.parse({ products: [{ icon: '/art/icons/butter.webp', label: 'Butter', link: 'javascript:alert(1)' }] }),
    ).toThrow(/must be a site path/)
  })
})

import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { productTypesBlock } from './index.ts'
import ProductTypes from './product-types.tsx'
import { productTypesProps } from './schema.ts'

function renderTypes(props: Record<string, unknown> = {}) {
  render(
    <MemoryRouter>
      <ProductTypes {...productTypesProps.parse({ ...productTypesBlock.example, ...props })} />
    </MemoryRouter>,
  )
}

describe('product-types', () => {
  it('is a section named by its title, listing each product type with its name and sentence', () => {
    renderTypes()
    const section = screen.getByRole('region', { name: 'Dairy Products Made Fresh Every Morning' })
    expect(within(section).getByText('From Our Dairy')).toBeInTheDocument()
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Fresh Milk', 'Cultured Butter', 'Farmhouse Cheese'])
    expect(within(section).getByText(/^Churned from cream ripened overnight/)).toBeInTheDocument()
  })

  it('the illustrations are decoration unless the page names them', () => {
    renderTypes({
      items: [
        {
          title: 'Fresh Milk',
          text: 'Whole Jersey milk.',
          image: '/art/dairy/milk.webp',
          imageAlt: 'A glass bottle of fresh milk',
        },
        { title: 'Cultured Butter', text: 'Churned by hand.', image: '/art/dairy/butter.webp' },
      ],
    })
    expect(screen.getAllByRole('img').map((image) => [image.getAttribute('alt'), image.getAttribute('src')])).toEqual([
      ['A glass bottle of fresh milk', '/art/dairy/milk.webp'],
    ])
  })

  it('makes a card with a link one link to its product, named by its title; a card without one stays text', () => {
    renderTypes({
      items: [
        { title: 'Fresh Milk', text: 'Whole Jersey milk.', image: '/art/dairy/milk.webp', link: '/shop-single/25' },
        { title: 'Farm Ice Cream', text: 'Churned in small batches.', image: '/art/dairy/ice-cream.webp' },
      ],
      linkText: '',
    })
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Fresh Milk', '/shop-single/25'],
    ])
    expect(screen.getByRole('heading', { name: 'Farm Ice Cream' }).closest('li')).not.toHaveClass('product-types__item--link')
  })

  it('links below the cards to the dairy service page', () => {
    renderTypes()
    expect(screen.getByRole('link', { name: 'About Our Dairy' })).toHaveAttribute('href', '/service-details/3')
  })

  it('has no link under the cards, eyebrow or lead when the page leaves them empty', () => {
    renderTypes({ linkText: '', eyebrow: '', lead: '' })
    expect(screen.queryByRole('link', { name: 'About Our Dairy' })).not.toBeInTheDocument()
    expect(screen.queryByText('From Our Dairy')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Dairy Products Made Fresh Every Morning')
  })

  it('shows a lead under the title when given', () => {
    renderTypes({ lead: 'Made from the milk of our own Jersey herd.' })
    expect(screen.getByText('Made from the milk of our own Jersey herd.')).toBeInTheDocument()
  })
})

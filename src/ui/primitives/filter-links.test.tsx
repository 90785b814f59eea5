import { render, screen, within } from '@testing-library/react'
import type { ComponentProps } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { FilterLinks } from './filter-links.tsx'

const renderLinks = (props: ComponentProps<typeof FilterLinks>) =>
  render(
    <MemoryRouter>
      <FilterLinks {...props} />
    </MemoryRouter>,
  )

describe('FilterLinks', () => {
  it('lists each choice as a link with its count and marks the one in force', () => {
    renderLinks({
      label: 'Product categories',
      noun: ['product', 'products'],
      choices: [
        { key: 'all', label: 'All', count: 31, to: '/shop', current: false },
        { key: 'dairy', label: 'Dairy', count: 7, to: '/shop?category=dairy', current: true },
      ],
    })
    const nav = screen.getByRole('navigation', { name: 'Product categories' })
    const all = within(nav).getByRole('link', { name: 'All 31 products' })
    expect(all).toHaveAttribute('href', '/shop')
    expect(all).not.toHaveAttribute('aria-current')
    expect(within(nav).getByRole('link', { name: 'Dairy 7 products' })).toHaveAttribute('aria-current', 'page')
  })

  it('reads a count of one with the singular noun', () => {
    renderLinks({
      label: 'Kinds of result',
      noun: ['result', 'results'],
      choices: [{ key: 'people', label: 'People', count: 1, to: '/search?q=emma&kind=person', current: false }],
    })
    expect(screen.getByRole('link', { name: 'People 1 result' })).toBeInTheDocument()
  })
})

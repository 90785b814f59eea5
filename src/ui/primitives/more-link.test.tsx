import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { MoreLink } from './more-link.tsx'

describe('MoreLink', () => {
  it('is an outlined link in its own paragraph', () => {
    render(
      <MemoryRouter>
        <MoreLink text="View All Products" to="/shop" className="grid__more" />
      </MemoryRouter>,
    )
    const link = screen.getByRole('link', { name: 'View All Products' })
    expect(link).toHaveAttribute('href', '/shop')
    expect(link).toHaveClass('btn', 'btn--outline')
    expect(link.parentElement).toHaveClass('grid__more')
  })

  it('is nothing when the text is empty', () => {
    const { container } = render(
      <MemoryRouter>
        <MoreLink text="" to="/shop" className="grid__more" />
      </MemoryRouter>,
    )
    expect(container).toBeEmptyDOMElement()
    expect(screen.queryByRole('link')).toBeNull()
  })
})

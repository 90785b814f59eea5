import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { CardArrow, CardTitle } from './card-link.tsx'

function renderCard(linkClassName?: string) {
  return render(
    <MemoryRouter>
      <article className="card-link">
        <CardTitle className="grid__title" to="/service-details/2" linkClassName={linkClassName}>
          Organic Products
        </CardTitle>
        <CardArrow className="grid__more" size={18}>
          Read More
        </CardArrow>
      </article>
    </MemoryRouter>,
  )
}

describe('CardTitle and CardArrow', () => {
  it("make the title a heading whose link, the one the whole card follows, is the card's only link", () => {
    renderCard()
    const link = screen.getByRole('link')
    expect(link).toHaveAccessibleName('Organic Products')
    expect(link).toHaveAttribute('href', '/service-details/2')
    expect(link).toHaveAttribute('class', 'card-link__link')
    expect(screen.getByRole('heading', { level: 3, name: 'Organic Products' })).toHaveClass('grid__title')
  })

  it("keep the block's own class on the link beside the shared one", () => {
    renderCard('grid__link')
    expect(screen.getByRole('link')).toHaveAttribute('class', 'grid__link card-link__link')
  })

  it('hide the arrow and its words from screen readers: the title link already names where the card goes', () => {
    renderCard()
    const arrow = screen.getByText('Read More')
    expect(arrow).toHaveClass('grid__more')
    expect(arrow).toHaveAttribute('aria-hidden', 'true')
    expect(arrow.querySelector('svg')).toHaveAttribute('width', '18')
  })
})

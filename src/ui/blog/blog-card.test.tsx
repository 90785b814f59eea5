import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { BlogCard } from './blog-card.tsx'

const post = { title: 'Fresh Vegetables', description: 'What grows in June.' }

function renderCard(modifier?: string) {
  return render(
    <MemoryRouter>
      <BlogCard
        post={post}
        href="/blog-details/1"
        linkText="Read More"
        classPrefix="post-list"
        modifier={modifier}
        picture={<img src="/veg.webp" alt="Vegetables" />}
        date={<time dateTime="2024-06-01">1 June</time>}
        byline={<p>By Ann</p>}
      />
    </MemoryRouter>,
  )
}

describe('BlogCard', () => {
  it('links the title and "Read More", which names the post for screen readers, to the post', () => {
    renderCard()
    expect(screen.getByRole('heading', { level: 3, name: 'Fresh Vegetables' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Fresh Vegetables' })).toHaveAttribute('href', '/blog-details/1')
    expect(screen.getByRole('link', { name: 'Read More about Fresh Vegetables' })).toHaveAttribute('href', '/blog-details/1')
    expect(screen.getByText('What grows in June.')).toHaveClass('post-list__excerpt')
  })

  it("shows the list's picture, date and byline, in the card named by the list's classes", () => {
    renderCard('post-list__card--featured')
    const card = screen.getByRole('article')
    expect(card).toHaveClass('post-list__card', 'post-list__card--featured')
    expect(screen.getByRole('img', { name: 'Vegetables' }).parentElement).toHaveClass('post-list__media')
    expect(screen.getByText('1 June')).toBeInTheDocument()
    expect(screen.getByText('By Ann').parentElement).toHaveClass('post-list__body')
  })

  it('has only its own class without a modifier', () => {
    renderCard()
    expect(screen.getByRole('article')).toHaveAttribute('class', 'post-list__card')
  })
})

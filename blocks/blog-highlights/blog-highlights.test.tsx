import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderBlock } from '#tests/unit/render-block.tsx'
import blogPostsFile from '#data-files/blog-posts.json' with { type: 'json' }
import BlogHighlights from './blog-highlights.tsx'
import { blogHighlightsProps } from './schema.ts'

function renderHighlights(props: Record<string, unknown> = {}) {
  renderBlock(BlogHighlights, blogHighlightsProps, props)
}

const posts = blogPostsFile['blog-posts']

const card = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('article')!
const titles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)

describe('blog-highlights', () => {
  it('shows one featured post, then posts 2 and 3 of the blog, under the section title', () => {
    renderHighlights()
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Latest News & Stories')
    expect(screen.getByText('From the Farm Journal')).toBeInTheDocument()
    expect(titles()).toEqual([
      'How We Build Living Soil Without Synthetic Fertilisers',
      'Morning Milking: A Day in the Life of Our Dairy Herd',
      'Seven Heirloom Tomatoes Worth Growing This Summer',
    ])
  })

  it('each card shows its date badge, author, comment count and excerpt, and links to the post twice', () => {
    renderHighlights()
    const first = card('How We Build Living Soil Without Synthetic Fertilisers')
    const date = first.querySelector('time')!
    expect(date).toHaveAttribute('datetime', '2024-12-28')
    expect(date).toHaveTextContent('28Dec 2024')
    expect(within(first).getByText('Emma Hartley')).toBeInTheDocument()
    expect(within(first).getByText(`${posts[0]!.comments.length} Comments`)).toBeInTheDocument()
    expect(within(first).getByText(/^Healthy soil is the quiet engine of every harvest/)).toBeInTheDocument()
    expect(within(first).getByRole('link', { name: 'How We Build Living Soil Without Synthetic Fertilisers' })).toHaveAttribute(
      'href',
      '/blog-single/1',
    )
    expect(
      within(first).getByRole('link', { name: 'Continue Reading about How We Build Living Soil Without Synthetic Fertilisers' }),
    ).toHaveAttribute('href', '/blog-single/1')
    expect(within(card('Seven Heirloom Tomatoes Worth Growing This Summer')).getByText('Admin')).toBeInTheDocument()
    // The pictures are decoration beside the linked titles.
    expect(screen.queryAllByRole('img')).toHaveLength(0)
  })

  it('says "1 Comment" for a post with one comment, "0 Comments" for one with none', () => {
    const one = posts.find((post) => post.comments.length === 1)!
    const none = posts.find((post) => post.comments.length === 0)!
    renderHighlights({
      featured: { collection: 'blog-posts', ids: [one.id] },
      list: { collection: 'blog-posts', ids: [none.id] },
    })
    expect(within(card(one.title)).getByText('1 Comment')).toBeInTheDocument()
    expect(within(card(none.title)).getByText('0 Comments')).toBeInTheDocument()
  })

  it('links where the page says, with its own link text', () => {
    renderHighlights({
      featured: { collection: 'blog-posts', ids: [4] },
      list: { collection: 'blog-posts', ids: [5] },
      linkPrefix: '/blog-single-with-sidebar/',
      linkText: 'Read More',
    })
    expect(screen.getAllByRole('link', { name: /^Read More about/ }).map((link) => link.getAttribute('href'))).toEqual([
      '/blog-single-with-sidebar/4',
      '/blog-single-with-sidebar/5',
    ])
    expect(screen.queryByRole('link', { name: /^Continue Reading/ })).not.toBeInTheDocument()
  })
})

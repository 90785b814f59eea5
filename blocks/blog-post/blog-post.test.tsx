import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import blogPostsFile from '#data-files/blog-posts.json' with { type: 'json' }
import { EntityContext } from '#app/entity-context.ts'
import type { PostBodyNode } from '#ui/post-body.tsx'
import BlogPost from './blog-post.tsx'
import { blogPostProps } from './schema.ts'

const posts = blogPostsFile['blog-posts']

function renderPost(id: number, props: Record<string, unknown> = {}, body?: PostBodyNode[]) {
  const post = posts.find((candidate) => candidate.id === id)
  return render(
    <MemoryRouter>
      <EntityContext value={body ? { ...post, body } : post}>
        <BlogPost {...blogPostProps.parse(props)} />
      </EntityContext>
    </MemoryRouter>,
  )
}

const neighbours = () =>
  within(screen.getByRole('navigation', { name: 'More posts' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')])

/** A post's own text as the build renders data/blog-posts/<id>.md. */
const ownBody: PostBodyNode[] = [
  { tag: 'p', children: ['Every spring we lift a square of earth in each field.'] },
  { tag: 'h3', children: ['Feeding the soil'] },
  {
    tag: 'ul',
    children: [
      { tag: 'li', children: ['Compost'] },
      { tag: 'li', children: ['Clover'] },
    ],
  },
  { tag: 'blockquote', children: [{ tag: 'p', children: ['We farm soil.'] }] },
  {
    tag: 'figure',
    src: '/art/projects/project-4.webp',
    alt: 'Cabbages in rows',
    width: 1200,
    height: 900,
    caption: 'The rotation fields',
  },
  { tag: 'p', children: ['Taste it in ', { tag: 'a', href: '/shop', external: false, children: ['our shop'] }, '.'] },
]

describe('blog-post', () => {
  it('a post with its own text shows that text under its title, and not the shared one', () => {
    renderPost(1, {}, ownBody)
    const article = screen.getByRole('article')
    const headings = within(article)
      .getAllByRole('heading')
      .map((heading) => [heading.tagName, heading.textContent])
    expect(headings.slice(0, 2)).toEqual([
      ['H2', 'How We Build Living Soil Without Synthetic Fertilisers'],
      ['H3', 'Feeding the soil'],
    ])
    expect(within(article).getByText('Every spring we lift a square of earth in each field.')).toBeInTheDocument()
    expect(within(article).getByText('Compost').closest('ul')!.textContent).toBe('CompostClover')
    expect(within(article).getByText('We farm soil.').closest('blockquote')).not.toBeNull()
    const picture = within(article).getByRole('img', { name: 'Cabbages in rows' })
    expect(picture).toHaveAttribute('width', '1200')
    expect(picture).toHaveAttribute('loading', 'lazy')
    expect(picture.closest('figure')).toHaveTextContent('The rotation fields')
    expect(within(article).getByRole('link', { name: 'our shop' })).toHaveAttribute('href', '/shop')
    expect(screen.queryByText(/Every season on the farm starts underground/)).toBeNull()
  })

  it('a post without its own text shows the page’s shared text', () => {
    renderPost(2)
    expect(screen.getByText(/Every season on the farm starts underground/)).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'What we do differently' })).toBeInTheDocument()
  })

  it('shows the post, its fixed tags and the sample comments under "3 Comments"', () => {
    renderPost(4)
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Why Our Cows Graze Outdoors Nine Months a Year')
    const tags = screen.getByText('Tags').parentElement!
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['Algorithm', 'Data science'])
    const comments = screen.getByRole('region', { name: '3 Comments' })
    expect(within(comments).getAllByRole('listitem')).toHaveLength(2)
  })

  it('previous of the first post is the last, next of the last is the first, labelled with two words', () => {
    renderPost(1)
    expect(neighbours()).toEqual([
      ['Previous PostComposting at', '/blog-single/15'],
      ['Next PostMorning Milking:', '/blog-single/2'],
    ])
  })

  it('wraps from the last post to the first, in the layout given', () => {
    renderPost(15, { linkPrefix: '/blog-single-with-sidebar/' })
    expect(neighbours()).toEqual([
      ['Previous PostSeasonal Boxes:', '/blog-single-with-sidebar/14'],
      ['Next PostHow We', '/blog-single-with-sidebar/1'],
    ])
  })

  it('shares the plain post address, outbound in a new tab', () => {
    renderPost(2, { sidebar: {} })
    const share = within(screen.getByRole('list', { name: 'Share this post' })).getAllByRole('link')
    expect(share[0]!.getAttribute('href')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('https://greenvalley.example/blog-single/2')}`,
    )
    expect(share[0]!.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('the comment form refuses empty fields and clears after a valid comment', async () => {
    const user = userEvent.setup()
    renderPost(1)
    const form = screen.getByRole('form', { name: 'Leave a comments' })
    const name = within(form).getByRole('textbox', { name: /Your name/ })
    const email = within(form).getByRole('textbox', { name: /Your e-mail/ })
    const comment = within(form).getByRole('textbox', { name: /Your comment/ })
    for (const field of [name, email, comment]) expect(field).toHaveProperty('required', true)
    await user.type(name, 'Ada')
    await user.type(email, 'ada@example.com')
    await user.type(comment, 'Lovely read.')
    await user.click(within(form).getByRole('button', { name: 'Post Comment' }))
    expect(name).toHaveProperty('value', '')
    expect(comment).toHaveProperty('value', '')
  })

  it('shows nothing for an unknown post', () => {
    const { container } = render(
      <MemoryRouter>
        <BlogPost {...blogPostProps.parse({})} />
      </MemoryRouter>,
    )
    expect(container.textContent).toBe('')
  })
})

import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fillFacts, readFarmFacts } from '#data/farm-facts.ts'
import { describe, expect, it } from 'vitest'
import blogPostsFile from '#data-files/blog-posts.json' with { type: 'json' }
import { EntityContext } from '#app/entity-context.ts'
import { compileSite } from '#build/compile-site.ts'
import type { PostBodyNode } from '#ui/blog/post-body.tsx'
import BlogPost from './blog-post.tsx'
import { blogPostProps, type BlogPostProps } from './schema.ts'
import { linkWordsAndTargets } from '#tests/unit/link-list.ts'

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

/** The first paragraph of a post's Markdown, as plain words (markup and typographic quotes aside). */
function firstParagraphOf(markdown: string): string {
  const paragraph = markdown.split(/\n\s*\n/).find((block) => !block.startsWith('#'))!
  return plain(paragraph.replaceAll(/\[([^\]]*)\]\([^)]*\)/g, '$1').replaceAll(/[*_`]/g, ''))
}

/** Words without the differences typography makes: curly quotes, dashes, spacing. */
const plain = (text: string) =>
  text
    .replaceAll(/[‘’]/g, "'")
    .replaceAll(/[“”]/g, '"')
    .replaceAll(/[–—]/g, '-')
    .replaceAll('--', '-')
    .replaceAll(/\s+/g, ' ')
    .trim()

const neighbours = () => linkWordsAndTargets(screen.getByRole('navigation', { name: 'More posts' }))

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
    expect(within(article).getByText('Clover').closest('ul')!.textContent).toBe('CompostClover')
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

  it('every post page shows its own first paragraph and its own tags, each a link to the posts with that tag', () => {
    const site = compileSite(process.cwd())
    const page = site.pages.find((candidate) => candidate.path === '/blog-single/:id')!
    const block = page.blocks.find((candidate) => candidate.type === 'blog-post')!
    expect(posts.length).toBeGreaterThan(1)
    const firstParagraphs = new Set<string>()
    for (const post of posts) {
      const { unmount } = render(
        <MemoryRouter>
          <EntityContext value={page.entity!.records[String(post.id)]}>
            <BlogPost {...(block.props as BlogPostProps)} />
          </EntityContext>
        </MemoryRouter>,
      )
      const article = screen.getByRole('article')
      const written = firstParagraphOf(
        // The text as written, its references to the farm's facts filled in as the build does.
        fillFacts('post.md', readFileSync(join('data', 'blog-posts', `${post.id}.md`), 'utf8'), readFarmFacts()).text,
      )
      expect(plain(article.querySelector('.blog-post__body p')!.textContent!), `post ${post.id}`).toBe(written)
      firstParagraphs.add(written)
      const tags = within(screen.getByText('Tags').parentElement!).getAllByRole('link')
      expect(
        tags.map((tag) => [tag.textContent, tag.getAttribute('href')]),
        `post ${post.id}`,
      ).toEqual(post.tags.map((tag) => [tag, `/blog-with-sidebar?tag=${tag.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-')}`]))
      unmount()
    }
    expect(firstParagraphs.size, 'each post opens with words of its own').toBe(posts.length)
  }, 30_000) // compiles the whole site (decision 150, Timeouts)

  it('the heading counts the comments shown, each with its reader, day and words', () => {
    for (const post of posts) {
      const { unmount } = renderPost(post.id)
      const count = post.comments.length
      const comments = screen.getByRole('region', { name: `${count} ${count === 1 ? 'Comment' : 'Comments'}` })
      const shown = within(comments).queryAllByRole('listitem')
      expect(shown, `post ${post.id}`).toHaveLength(count)
      post.comments.forEach((comment, index) => {
        expect(shown[index]).toHaveTextContent(comment.author)
        expect(shown[index]).toHaveTextContent(comment.text)
        expect(shown[index]!.querySelector('time')).toHaveAttribute('datetime', comment.date)
      })
      if (count === 0) expect(within(comments).getByText('No comments yet — be the first.')).toBeInTheDocument()
      unmount()
    }
    expect(posts.some((post) => post.comments.length === 0)).toBe(true)
    expect(posts.some((post) => post.comments.length === 1)).toBe(true)
  }, 20_000) // fifteen posts drawn

  it('the byline counts the post’s comments; "1 Comment" for one', () => {
    const one = posts.find((post) => post.comments.length === 1)!
    renderPost(one.id)
    expect(within(screen.getByRole('article').querySelector('header')!).getByText('1 Comment')).toBeInTheDocument()
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

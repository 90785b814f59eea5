import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import blogPostsFile from '#data-files/blog-posts.json' with { type: 'json' }
import { blogSidebarProps } from '#data/blog-sidebar-props.ts'
import { WithBlogSidebar } from './blog-sidebar.tsx'
import { linkTargets, linkWordsAndTargets } from '#tests/unit/link-list.ts'

function renderSidebar(settings: Record<string, unknown> = {}, address = '/') {
  return render(
    <MemoryRouter initialEntries={[address]}>
      <WithBlogSidebar sidebar={blogSidebarProps.parse(settings)}>
        <p>Posts</p>
      </WithBlogSidebar>
    </MemoryRouter>,
  )
}

const posts = blogPostsFile['blog-posts']

/** What each link of a widget says and where it goes. */
const links = (name: string) => linkWordsAndTargets(region(name))

/** How many posts there are of each value, counted here from the data file, not through the code under test. */
function tally(values: string[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  return counts
}

const region = (name: string) => screen.getByRole('region', { name })
describe('blog sidebar', () => {
  it('lists the three newest posts, titles cut at 47 characters, linking to the layout given', () => {
    renderSidebar({ postLinkPrefix: '/blog-single-with-sidebar/' })
    expect(linkWordsAndTargets(region('Recent Posts'))).toEqual([
      ['How We Build Living Soil Without Synthetic Fert ...', '/blog-single-with-sidebar/1'],
      ['Morning Milking: A Day in the Life of Our Dairy ...', '/blog-single-with-sidebar/2'],
      ['Seven Heirloom Tomatoes Worth Growing This Summ ...', '/blog-single-with-sidebar/3'],
    ])
  })

  it('lists every category of the posts with its count, each a link to its posts', () => {
    renderSidebar()
    const counts = tally(posts.map((post) => post.category))
    const shown = links('Categories')
    expect(shown).toHaveLength(counts.size)
    expect(shown).toContainEqual(['The Dairy' + counts.get('The Dairy') + ' posts', '/blog-with-sidebar?category=the-dairy'])
    for (const [category, count] of counts) {
      expect(shown.find(([text]) => text!.startsWith(category))?.[0]).toBe(
        `${category}${count} ${count === 1 ? 'post' : 'posts'}`,
      )
    }
    // The most used first.
    const shownCounts = shown.map(([text]) => Number(/(\d+) posts?$/.exec(text!)![1]))
    expect(shownCounts).toEqual([...shownCounts].sort((a, b) => b - a))
  })

  it('lists every month with posts, newest first, with its count and a link to that month', () => {
    renderSidebar()
    const counts = tally(posts.map((post) => post.date.slice(0, 7)))
    const months = [...counts.keys()].sort().reverse()
    const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
    const monthName = (month: string) => `${names[Number(month.slice(5)) - 1]} ${month.slice(0, 4)}`
    expect(links('Archives')).toEqual(
      months.map((month) => [
        `${monthName(month)}${counts.get(month)} ${counts.get(month) === 1 ? 'post' : 'posts'}`,
        `/blog-with-sidebar?month=${month}`,
      ]),
    )
    expect(within(region('Archives')).getByRole('link', { name: /^Dec 2024/ })).toHaveAttribute(
      'href',
      '/blog-with-sidebar?month=2024-12',
    )
  })

  it('lists the tags the posts use, with counts, each a link to its posts; a page may show fewer', () => {
    renderSidebar()
    const counts = tally(posts.flatMap((post) => post.tags))
    const shown = links('Tags')
    expect(shown).toHaveLength(Math.min(counts.size, 20))
    for (const [text, href] of shown) {
      const tag = [...counts.keys()].find((candidate) => text!.startsWith(candidate))!
      expect(text).toBe(`${tag}${counts.get(tag)} ${counts.get(tag) === 1 ? 'post' : 'posts'}`)
      expect(href).toBe(`/blog-with-sidebar?tag=${tag.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-')}`)
    }
    const { unmount } = renderSidebar({ tagsShown: 3, listPath: '/blog-standard' })
    const few = within(screen.getAllByRole('region', { name: 'Tags' }).at(-1)!).getAllByRole('link')
    expect(few).toHaveLength(3)
    expect(few[0]!.getAttribute('href')).toMatch(/^\/blog-standard\?tag=/)
    unmount()
  })

  it('marks the group the list at its address is narrowed to as current, and no other', () => {
    const current = (name: string) =>
      within(region(name))
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'true')
        .map((link) => link.getAttribute('href'))
    const { unmount } = renderSidebar({}, '/blog-with-sidebar?tag=compost&page=2')
    expect(current('Tags')).toEqual(['/blog-with-sidebar?tag=compost'])
    expect([...current('Categories'), ...current('Archives')]).toEqual([])
    unmount()

    renderSidebar({}, '/blog-with-sidebar?month=2024-12')
    expect(current('Archives')).toEqual(['/blog-with-sidebar?month=2024-12'])
    expect([...current('Categories'), ...current('Tags')]).toEqual([])
  })

  it('marks nothing current on another page, or on the list of every post', () => {
    const { unmount } = renderSidebar({}, '/blog-single-with-sidebar/1?category=the-dairy')
    expect(screen.queryAllByRole('link', { current: true })).toEqual([])
    unmount()
    renderSidebar({}, '/blog-with-sidebar')
    expect(screen.queryAllByRole('link', { current: true })).toEqual([])
  })

  it('opens the four social profiles in a new tab without passing the page on', () => {
    renderSidebar()
    const links = within(region('Follow Us')).getAllByRole('link')
    expect(links).toHaveLength(4)
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    }
  })

  it('follows the profiles a page file gives, and leaves the widget out when it gives none', () => {
    const farmOnly = [{ network: 'instagram', label: 'Instagram', href: 'https://instagram.com/greenvalley' }]
    const { unmount } = renderSidebar({ social: farmOnly })
    expect(linkTargets(region('Follow Us'))).toEqual(['https://instagram.com/greenvalley'])
    unmount()
    renderSidebar({ social: [] })
    expect(screen.queryByRole('region', { name: 'Follow Us' })).toBeNull()
    // Only https:// profiles: a page file cannot slip a script link in.
    expect(blogSidebarProps.safeParse({ social: [{ network: 'x', label: 'X', href: 'javascript:alert(1)' }] }).success).toBe(
      false,
    )
  })

  it('gallery thumbnails are buttons named after their picture', () => {
    renderSidebar()
    const buttons = within(region('Gallery')).getAllByRole('button')
    expect(buttons).toHaveLength(6)
    expect(buttons[0]!.textContent).toBe('Open picture 1 of 6: Row of colourful beehives in a flower meadow with bees')
  })
})

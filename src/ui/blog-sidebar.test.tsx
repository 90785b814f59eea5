import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { blogSidebarProps } from '#data/blog-sidebar-props.ts'
import { WithBlogSidebar } from './blog-sidebar.tsx'

function renderSidebar(settings: Record<string, unknown> = {}) {
  return render(
    <MemoryRouter>
      <WithBlogSidebar sidebar={blogSidebarProps.parse(settings)}>
        <p>Posts</p>
      </WithBlogSidebar>
    </MemoryRouter>,
  )
}

const region = (name: string) => screen.getByRole('region', { name })
const items = (name: string) =>
  within(region(name))
    .getAllByRole('listitem')
    .map((item) => item.textContent)

describe('blog sidebar', () => {
  it('lists the three newest posts, titles cut at 47 characters, linking to the layout given', () => {
    renderSidebar({ postLinkPrefix: '/blog-single-with-sidebar/' })
    const links = within(region('Recent Posts')).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['How We Build Living Soil Without Synthetic Fert ...', '/blog-single-with-sidebar/1'],
      ['Morning Milking: A Day in the Life of Our Dairy ...', '/blog-single-with-sidebar/2'],
      ['Seven Heirloom Tomatoes Worth Growing This Summ ...', '/blog-single-with-sidebar/3'],
    ])
  })

  it('shows categories with counts, and archives and tags as labels, not links', () => {
    renderSidebar()
    expect(items('Categories')).toEqual([
      'national69 posts',
      'International25 posts',
      'sports18 posts',
      'magazine37 posts',
      'health12 posts',
    ])
    expect(items('Archives')).toEqual(['Aug 2024', 'Sept 2024', 'Nov 2024', 'Dec 2024'])
    expect(items('Tags')).toEqual(['Fashion', 'Education', 'Nation', 'Study', 'Health', 'Food', 'Travel'])
    for (const name of ['Categories', 'Archives', 'Tags']) expect(within(region(name)).queryAllByRole('link')).toEqual([])
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
    expect(
      within(region('Follow Us'))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['https://instagram.com/greenvalley'])
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

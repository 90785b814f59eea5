import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { fakeSearchEngine, SAMPLE_RECORDS, type FakeRecord } from '#tests/unit/fake-search-engine.ts'
import { BlogSidebarSearch, SIDEBAR_MATCHES } from './blog-sidebar-search.tsx'
import { SEARCH_FAILED_MESSAGE, SearchLoaderContext } from '#search/use-search.ts'

function Address() {
  const { pathname, search } = useLocation()
  return <p data-testid="address">{pathname + search}</p>
}

const manyPosts: FakeRecord[] = Array.from({ length: 6 }, (_, index) => ({
  kind: 'post',
  id: `post-${index + 10}`,
  title: `Soil note ${index + 1}`,
  url: `/blog-single/${index + 10}`,
  date: `${index + 1} Aug 2024`,
}))

function renderSearch(load = vi.fn(() => Promise.resolve(fakeSearchEngine([...SAMPLE_RECORDS, ...manyPosts])))) {
  render(
    <SearchLoaderContext value={load}>
      <MemoryRouter initialEntries={['/blog-with-sidebar']}>
        <BlogSidebarSearch label="Search the farm journal" />
        <Address />
      </MemoryRouter>
    </SearchLoaderContext>,
  )
  return {
    load,
    box: screen.getByRole('searchbox', { name: 'Search the farm journal' }),
    address: () => screen.getByTestId('address').textContent,
  }
}

describe('blog sidebar search', () => {
  it('loads nothing until the box gets focus', async () => {
    const user = userEvent.setup()
    const { load, box } = renderSearch()
    expect(load).not.toHaveBeenCalled()
    await user.click(box)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('lists the matching posts only, with dates and marked words, and links to all of them', async () => {
    const user = userEvent.setup()
    const { box } = renderSearch()
    await user.type(box, 'blue')
    const list = await screen.findByRole('list', { name: 'Posts matching “blue”' })
    // The product and the page that match are the header search's to show, not the blog's.
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Picking Blueberries at Dawn12 Aug 2024'])
    expect(within(list).getByRole('link')).toHaveAttribute('href', '/blog-single/2')
    expect(within(list).getByText('Blueberries', { selector: 'mark' })).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent('1 post found.')
    expect(screen.getByRole('link', { name: /All results/ })).toHaveAttribute('href', '/search?q=blue&kind=post')
  })

  it(`shows the best ${SIDEBAR_MATCHES} and counts them all`, async () => {
    const user = userEvent.setup()
    const { box } = renderSearch()
    await user.type(box, 'soil')
    const list = await screen.findByRole('list', { name: 'Posts matching “soil”' })
    expect(within(list).getAllByRole('link')).toHaveLength(SIDEBAR_MATCHES)
    expect(screen.getByRole('status')).toHaveTextContent('7 posts found.')
  })

  it('submitting opens the results page for posts', async () => {
    const user = userEvent.setup()
    const { box, address } = renderSearch()
    await user.type(box, ' living  soil {Enter}')
    expect(address()).toBe('/search?q=living+soil&kind=post')
  })

  it('says when no post matches, and an empty box goes nowhere', async () => {
    const user = userEvent.setup()
    const { box, address } = renderSearch()
    await user.type(box, 'tractor')
    expect(await screen.findByText('No posts match “tractor”.')).toBeVisible()
    expect(screen.queryByRole('list')).toBeNull()
    expect(screen.queryByRole('link', { name: /All results/ })).toBeNull()
    await user.clear(box)
    await user.type(box, '  {Enter}')
    expect(address()).toBe('/blog-with-sidebar')
  })

  it('says so when the search cannot load', async () => {
    const user = userEvent.setup()
    const { box } = renderSearch(vi.fn(() => Promise.reject(new Error('offline'))))
    await user.type(box, 'soil')
    expect(await screen.findByText(SEARCH_FAILED_MESSAGE)).toBeVisible()
  })
})

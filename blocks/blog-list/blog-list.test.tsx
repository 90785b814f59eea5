import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import blogPostsFile from '#data-files/blog-posts.json' with { type: 'json' }
import { PathPageNumberContext } from '#app/page-number-context.ts'
import BlogList from './blog-list.tsx'
import { blogListProps } from './schema.ts'
import { forgetTestState } from '#tests/unit/forget-test-state.ts'

function LocationProbe() {
  const location = useLocation()
  return <output aria-label="location">{location.pathname + location.search}</output>
}

function renderList(
  props: Record<string, unknown>,
  { url = '/blog-standard', pathPage }: { url?: string; pathPage?: string } = {},
) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <PathPageNumberContext value={pathPage}>
        <BlogList {...blogListProps.parse(props)} />
      </PathPageNumberContext>
      <LocationProbe />
    </MemoryRouter>,
  )
}

const posts = blogPostsFile['blog-posts']

/** The page link the pagination marks as the current page (aria-current="page"). */
const currentPage = () => screen.getByRole('link', { current: 'page' })

const titles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)

afterEach(forgetTestState)

describe('blog-list', () => {
  it('shows perPage posts, each with its date, byline and a link that names the post', () => {
    renderList({ perPage: 3 })
    expect(titles()).toHaveLength(3)
    const first = screen.getAllByRole('article')[0]!
    expect(first).toHaveTextContent('By Emma Hartley')
    expect(first).toHaveTextContent('3 Comments')
    expect(
      within(first).getByRole('link', { name: 'Continue Reading about How We Build Living Soil Without Synthetic Fertilisers' }),
    ).toHaveProperty('pathname', '/blog-single/1')
    expect(first.querySelector('time')?.getAttribute('datetime')).toBe('2024-12-28')
  })

  it('reads the page from the query, or from the path the page file binds, the query first', () => {
    renderList({ perPage: 6 }, { url: '/blog-3-column?page=3' })
    expect(titles()).toEqual([
      'Meet the Calves Born on Our Farm This Spring',
      'Seasonal Boxes: How We Pack Your Weekly Harvest',
      'Composting at Scale: Turning Waste Into Black Gold',
    ])
    expect(currentPage()).toHaveAccessibleName('Page 3, current page')
  })

  it('a query wins over the path page (a page change writes the query)', () => {
    renderList({ perPage: 3 }, { url: '/blog-standard/2?page=4', pathPage: '2' })
    expect(currentPage()).toHaveAccessibleName('Page 4, current page')
  })

  it('shows the path page when there is no query', () => {
    renderList({ perPage: 3 }, { url: '/blog-standard/2', pathPage: '2' })
    expect(titles()[0]).toBe(posts[3]!.title)
  })

  it.each([
    ['0', 1],
    ['-3', 1],
    ['abc', 1],
    ['2.5', 1],
    ['3abc', 1],
    ['999', 5],
  ])('?page=%s shows page %i', (raw, expected) => {
    renderList({ perPage: 3 }, { url: `/blog-standard?page=${raw}` })
    expect(titles()).toHaveLength(3)
    expect(currentPage()).toHaveAccessibleName(`Page ${expected}, current page`)
  })

  it('a page click writes ?page=N and scrolls to the top 200 ms later', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const scrollTo = vi.fn()
    vi.stubGlobal('scrollTo', scrollTo)
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }))
    renderList({ perPage: 3 })
    fireEvent.click(screen.getByRole('link', { name: 'Page 2' }))
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/blog-standard?page=2')
    expect(titles()[0]).toBe(posts[3]!.title)
    act(() => vi.advanceTimersByTime(199))
    expect(scrollTo).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' })
  })

  it('shows the sidebar only when it is set', () => {
    renderList({})
    expect(screen.queryByRole('complementary', { name: 'Blog sidebar' })).toBeNull()
    renderList({ sidebar: {} })
    expect(screen.queryByRole('complementary', { name: 'Blog sidebar' })).toBeInTheDocument()
  })

  describe('narrowed by the address to a tag, a category or a month', () => {
    /** A tag used by the most posts, so that its list has pages. */
    const tagCounts = new Map<string, number>()
    for (const tag of posts.flatMap((post) => post.tags)) tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1)
    const [tag, tagged] = [...tagCounts].sort((a, b) => b[1] - a[1])[0]!
    const tagSlug = tag.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-')
    const withTag = posts.filter((post) => post.tags.includes(tag)).map((post) => post.title)

    it('?tag= lists only the posts with that tag, under a heading with their count and a way back to all', () => {
      expect(tagged).toBeGreaterThan(2)
      renderList({ perPage: 24 }, { url: `/blog-with-sidebar?tag=${tagSlug}` })
      expect(screen.getByRole('heading', { level: 2, name: `Posts tagged “${tag}”` })).toBeInTheDocument()
      expect(screen.getByText(`${tagged} posts`)).toBeInTheDocument()
      expect(titles()).toEqual(withTag)
      expect(screen.getByRole('link', { name: 'Show all posts' })).toHaveAttribute('href', '/blog-with-sidebar')
    })

    it('pages the posts with that tag, and its page links keep the tag', () => {
      vi.stubGlobal('scrollTo', vi.fn())
      vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }))
      renderList({ perPage: 2 }, { url: `/blog-with-sidebar?tag=${tagSlug}` })
      expect(titles()).toEqual(withTag.slice(0, 2))
      const second = screen.getByRole('link', { name: 'Page 2' })
      expect(second).toHaveAttribute('href', `?tag=${tagSlug}&page=2`)
      fireEvent.click(second)
      expect(screen.getByRole('status', { name: 'location' }).textContent).toBe(`/blog-with-sidebar?tag=${tagSlug}&page=2`)
      expect(titles()).toEqual(withTag.slice(2, 4))
    })

    it('?category= lists the posts filed under it, in their order', () => {
      const category = posts[0]!.category
      const slug = category.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-')
      renderList({ perPage: 24 }, { url: `/blog-with-sidebar?category=${slug}` })
      expect(screen.getByRole('heading', { level: 2, name: `Posts in “${category}”` })).toBeInTheDocument()
      expect(titles()).toEqual(posts.filter((post) => post.category === category).map((post) => post.title))
    })

    it('?month= lists the posts of that month', () => {
      renderList({ perPage: 24 }, { url: '/blog-with-sidebar?month=2024-11' })
      expect(screen.getByRole('heading', { level: 2, name: 'Posts from November 2024' })).toBeInTheDocument()
      const november = posts.filter((post) => post.date.startsWith('2024-11')).map((post) => post.title)
      expect(november.length).toBeGreaterThan(0)
      expect(titles()).toEqual(november)
    })

    it('an unknown tag shows no posts, says so and offers every post', () => {
      renderList({ perPage: 3 }, { url: '/blog-with-sidebar?tag=fashion' })
      expect(screen.getByRole('heading', { level: 2, name: 'Posts tagged “fashion”' })).toBeInTheDocument()
      expect(screen.getByText('No post has this tag.')).toBeInTheDocument()
      expect(screen.queryAllByRole('article')).toEqual([])
      expect(screen.queryByRole('navigation', { name: 'Blog pages' })).toBeNull()
      expect(screen.getByRole('link', { name: 'Show all posts' })).toHaveAttribute('href', '/blog-with-sidebar')
    })
  })
})

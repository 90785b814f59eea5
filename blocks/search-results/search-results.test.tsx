import { fireEvent, render, screen, within } from '@testing-library/react'
import MiniSearch from 'minisearch'
import { renderToString } from 'react-dom/server'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { compileSite } from '#build/compile-site.ts'
import { searchDocuments } from '#build/search-documents.ts'
import { loadSearch } from '#search/load-search.ts'
import { createSearchEngine } from '#search/search-engine.ts'
import { searchResultsProps } from './schema.ts'
import SearchResultsView from './search-results.tsx'
import { linkWordsAndTargets } from '#tests/unit/link-list.ts'

vi.mock('#search/load-search.ts', () => ({ loadSearch: vi.fn() }))

/** The engine the site loads, over today's records and pages. */
const engine = createSearchEngine(MiniSearch, searchDocuments(compileSite(process.cwd()).pages))
const props = searchResultsProps.parse({})

function Location() {
  const location = useLocation()
  return <p aria-label="location">{location.pathname + location.search}</p>
}

function view(url: string) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <SearchResultsView {...props} />
      <Location />
    </MemoryRouter>
  )
}

const group = (name: RegExp) => screen.getByRole('region', { name })
const hitTitles = (region: HTMLElement) =>
  within(region)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent)
const kindLinks = () => within(screen.getByRole('navigation', { name: 'Kinds of result' })).getAllByRole('link')

beforeEach(() => {
  vi.mocked(loadSearch).mockResolvedValue(engine)
})
afterEach(() => {
  vi.clearAllMocks()
})

describe('search-results', () => {
  it('the prerendered page shows the search field and an invitation, whatever the address asks', () => {
    const html = renderToString(view('/search?q=cheese'))
    const container = document.body.appendChild(document.createElement('div'))
    container.innerHTML = html
    expect(within(container).getByRole('searchbox', { name: 'Search the farm' })).toHaveValue('')
    expect(within(container).getByRole('heading', { name: 'What are you looking for?' })).toBeInTheDocument()
    expect(within(container).queryByText(/Searching|results? for/)).toBeNull()
    container.remove()
  })

  it('without a query it invites a search, offers searches to try, and loads nothing', async () => {
    render(view('/search'))
    expect(screen.getByRole('heading', { name: 'What are you looking for?' })).toBeInTheDocument()
    const tries = within(screen.getByRole('list', { name: 'Searches to try' })).getAllByRole('link')
    expect(tries.map((link) => link.getAttribute('href'))).toEqual([
      '/search?q=Cheese',
      '/search?q=Blueberries',
      '/search?q=Honey',
      '/search?q=Soil+care',
    ])
    expect(loadSearch).not.toHaveBeenCalled()
    fireEvent.click(tries[3]!)
    expect(await screen.findByRole('link', { name: 'Soil Care' })).toBeInTheDocument()
  })

  it('lists the hits for the query by kind with counts, the matched words marked, each linking to its page', async () => {
    render(view('/search?q=bluebery'))
    expect(screen.getByText(/Searching for/)).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: '3 results for “bluebery”' })).toBeInTheDocument()
    expect(screen.getByRole('searchbox')).toHaveValue('bluebery')
    const products = group(/^Products \(1\)$/)
    expect(hitTitles(products)).toEqual(['Wild Blueberries'])
    expect(within(products).getByRole('link', { name: 'Wild Blueberries' })).toHaveAttribute('href', '/shop-single/1')
    expect(within(products).getByText('$6.50')).toBeInTheDocument()
    expect(products.querySelector('mark')).toHaveTextContent('Blueberries')
    expect(hitTitles(group(/^Posts \(1\)$/))).toEqual(['Planting Blueberries for a Lifetime of Harvests'])
    expect(hitTitles(group(/^People \(1\)$/))).toEqual(['Emma Hartley'])
    expect(kindLinks().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['All 3 results', '/search?q=bluebery'],
      ['Products 1 result', '/search?q=bluebery&kind=product'],
      ['Posts 1 result', '/search?q=bluebery&kind=post'],
      ['People 1 result', '/search?q=bluebery&kind=person'],
    ])
    expect(kindLinks()[0]).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('status')).toHaveTextContent('3 results for “bluebery”')
  })

  it('?kind= keeps one kind: its link is the current one, the others still count theirs', async () => {
    render(view('/search?q=cheese&kind=product'))
    expect(await screen.findByRole('heading', { name: /^\d+ results? for “cheese”$/ })).toBeInTheDocument()
    expect(screen.getAllByRole('region', { name: /^(Products|Posts|Pages|People) \(/ })).toHaveLength(1)
    expect(hitTitles(group(/^Products/))[0]).toBe('Clothbound Cheddar')
    const current = kindLinks().find((link) => link.getAttribute('aria-current') === 'page')
    expect(current).toHaveTextContent(/^Products \d+ results?$/)
    expect(kindLinks().map((link) => link.textContent)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Pages \d+ results?$/)]),
    )
  })

  it('an address naming no kind it knows shows every kind', async () => {
    render(view('/search?q=cheese&kind=fish'))
    expect(await screen.findByRole('heading', { name: /^\d+ results for “cheese”$/ })).toBeInTheDocument()
    expect(kindLinks()[0]).toHaveAttribute('aria-current', 'page')
    expect(screen.getAllByRole('region', { name: /^(Products|Posts|Pages|People) \(/ }).length).toBeGreaterThan(1)
  })

  it('a query that finds nothing says so, suggests the word that finds something, and offers the shop’s shelves', async () => {
    render(view('/search?q=blubery'))
    expect(await screen.findByRole('heading', { name: 'Nothing matched your search' })).toBeInTheDocument()
    expect(screen.getByText(/No results for/)).toHaveTextContent('No results for “blubery”.')
    expect(screen.getByRole('link', { name: 'blueberry' })).toHaveAttribute('href', '/search?q=blueberry')
    expect(linkWordsAndTargets(screen.getByRole('list', { name: 'The shop’s shelves' }))).toEqual([
      ['Fruit', '/shop?category=fruit'],
      ['Vegetables', '/shop?category=vegetables'],
      ['Dairy', '/shop?category=dairy'],
    ])
    expect(screen.getByRole('status')).toHaveTextContent('0 results for “blubery”')
  })

  it('the field changes the query in the address, keeping the kind, and shows its results', async () => {
    render(view('/search?q=cheese&kind=page'))
    await screen.findByRole('heading', { name: /for “cheese”$/ })
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: ' soil ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(screen.getByLabelText('location')).toHaveTextContent('/search?q=soil&kind=page')
    expect(await screen.findByRole('link', { name: 'Soil Care' })).toHaveAttribute('href', '/service-details/8')
  })

  it('when the search cannot load it says so, and Try again loads it', async () => {
    vi.mocked(loadSearch).mockRejectedValueOnce(new Error('offline'))
    render(view('/search?q=soil'))
    expect(await screen.findByRole('alert')).toHaveTextContent('Search could not load. Check your connection, then try again.')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('link', { name: 'Soil Care' })).toBeInTheDocument()
    expect(loadSearch).toHaveBeenCalledTimes(2)
  })
})

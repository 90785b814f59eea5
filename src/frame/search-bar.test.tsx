import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore, Provider } from 'jotai'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import type { SearchEngine } from '#search/search-types.ts'
import { fakeSearchEngine, SAMPLE_RECORDS } from '#tests/unit/fake-search-engine.ts'
import { SEARCH_FAILED_MESSAGE, SearchLoaderContext } from '#search/use-search.ts'
import { SiteHeader } from './site-header.tsx'

function Address() {
  const { pathname, search } = useLocation()
  return <p data-testid="address">{pathname + search}</p>
}

const engine = fakeSearchEngine(SAMPLE_RECORDS, { chese: 'cheese' })

function renderHeader(load: () => Promise<SearchEngine> = () => Promise.resolve(engine)) {
  render(
    <Provider store={createStore()}>
      <SearchLoaderContext value={load}>
        <MemoryRouter initialEntries={['/']}>
          <SiteHeader />
          <Address />
        </MemoryRouter>
      </SearchLoaderContext>
    </Provider>,
  )
  return {
    toggle: screen.getByRole('button', { name: 'Site search' }),
    address: () => screen.getByTestId('address').textContent,
  }
}

const field = () => screen.getByRole('combobox', { name: 'Search the site' })
const listbox = () => screen.getByRole('listbox', { name: 'Suggestions', hidden: true })
const options = () => within(listbox()).getAllByRole('option')
const highlighted = () => {
  const id = field().getAttribute('aria-activedescendant')
  return id === null ? null : document.getElementById(id)!.textContent
}

async function openAndType(text: string) {
  const user = userEvent.setup()
  const header = renderHeader()
  await user.click(header.toggle)
  await user.type(field(), text)
  await screen.findByRole('option', { name: /See all/ })
  return { user, ...header }
}

describe('header search', () => {
  it('loads nothing until the field gets focus, then says "Searching…" until the search is ready', async () => {
    const user = userEvent.setup()
    let ready: (engine: SearchEngine) => void = () => {}
    const load = vi.fn(() => new Promise<SearchEngine>((resolve) => (ready = resolve)))
    const { toggle } = renderHeader(load)
    expect(load).not.toHaveBeenCalled()
    await user.click(toggle)
    expect(field()).toHaveFocus()
    expect(load).toHaveBeenCalledTimes(1)
    await user.type(field(), 'blue')
    expect(await screen.findByText('Searching…')).toBeVisible()
    expect(field()).toHaveAttribute('aria-expanded', 'false')
    ready(engine)
    expect(await screen.findByRole('option', { name: /Wild Blueberries/ })).toBeVisible()
    expect(screen.queryByText('Searching…')).toBeNull()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('groups the suggestions by kind, with price, date and marked words, and a way to all the results', async () => {
    await openAndType('blue')
    expect(field()).toHaveAttribute('aria-expanded', 'true')
    expect(field()).toHaveAttribute('aria-controls', listbox().id)
    const groups = within(listbox()).getAllByRole('group')
    expect(
      groups.map(
        (group) =>
          group.getAttribute('aria-labelledby') && document.getElementById(group.getAttribute('aria-labelledby')!)!.textContent,
      ),
    ).toEqual(['Products', 'Posts', 'Pages'])
    expect(options().map((option) => option.textContent)).toEqual([
      'Wild Blueberries$6.50',
      'Picking Blueberries at Dawn12 Aug 2024',
      'About the FarmBlueberries, milk and soil since 1952.',
      'See all 3 results',
    ])
    expect(within(options()[0]!).getByText('Blueberries', { selector: 'mark' })).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent('3 suggestions, 3 results in all')
  })

  it('the arrow keys move the highlight and wrap; Enter opens the highlighted page and closes the bar', async () => {
    const { user, toggle, address } = await openAndType('blue')
    expect(highlighted()).toBeNull()
    await user.keyboard('{ArrowUp}')
    expect(highlighted()).toBe('See all 3 results')
    await user.keyboard('{ArrowDown}')
    expect(highlighted()).toBe('Wild Blueberries$6.50')
    expect(options()[0]).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}')
    expect(highlighted()).toBe('Picking Blueberries at Dawn12 Aug 2024')
    await user.keyboard('{Enter}')
    expect(address()).toBe('/blog-single/2')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()
  })

  it('Enter with nothing highlighted, or on "See all", opens the results page for the words typed', async () => {
    const { user, toggle, address } = await openAndType('  wild   blue ')
    await user.keyboard('{Enter}')
    expect(address()).toBe('/search?q=wild+blue')
    await user.click(toggle)
    await user.type(field(), 'milk')
    await screen.findByRole('option', { name: 'See all 2 results' })
    await user.keyboard('{ArrowUp}{Enter}')
    expect(address()).toBe('/search?q=milk')
  })

  it('an empty field goes nowhere', async () => {
    const user = userEvent.setup()
    const { toggle, address } = renderHeader()
    await user.click(toggle)
    await user.type(field(), '   {Enter}')
    expect(address()).toBe('/')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
  })

  it('a click on a suggestion opens it', async () => {
    const { user, address } = await openAndType('straw')
    await user.click(screen.getByRole('option', { name: /Strawberries/ }))
    expect(address()).toBe('/shop-single/2')
  })

  it('Escape closes the list and keeps the words; a second Escape closes the bar', async () => {
    const { user, toggle } = await openAndType('blue')
    await user.keyboard('{ArrowDown}{Escape}')
    expect(field()).toHaveAttribute('aria-expanded', 'false')
    expect(field()).not.toHaveAttribute('aria-activedescendant')
    expect(field()).toHaveValue('blue')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard('{ArrowDown}')
    expect(field()).toHaveAttribute('aria-expanded', 'true')
    expect(highlighted()).toBe('Wild Blueberries$6.50')
    await user.keyboard('{Escape}{Escape}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()
  })

  it('says when nothing matches, and offers the word it guesses was meant', async () => {
    const user = userEvent.setup()
    const { toggle } = renderHeader()
    await user.click(toggle)
    await user.type(field(), 'chese')
    expect(await screen.findByText(/No matches for “chese”/)).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent('No matches for “chese”.')
    expect(field()).toHaveAttribute('aria-expanded', 'false')
    await user.click(screen.getByRole('button', { name: 'cheese' }))
    expect(field()).toHaveValue('cheese')
    expect(await screen.findByRole('option', { name: /Aged Cheddar Cheese/ })).toBeVisible()
  })

  it('says so when the search cannot load, and tries again on the next focus', async () => {
    const user = userEvent.setup()
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(engine)
    const { toggle } = renderHeader(load)
    await user.click(toggle)
    await user.type(field(), 'milk')
    expect(await screen.findByText(SEARCH_FAILED_MESSAGE)).toBeVisible()
    await user.tab()
    await user.click(field())
    expect(await screen.findByRole('option', { name: /Raw Milk/ })).toBeVisible()
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2))
  })
})

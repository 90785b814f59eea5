import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { SELECTED_SERVICE_KEY } from './service-selection.ts'
import { ServicesNav } from './services-nav.tsx'
import { linkTargets } from '#tests/unit/link-list.ts'

const services = [
  { id: 1, title: 'Agricultural Products' },
  { id: 2, title: 'Organic Products' },
  { id: 3, title: 'Dairy Production' },
]

function renderNav() {
  render(
    <MemoryRouter>
      <ServicesNav title="Our Services" services={services} linkPrefix="/service-details/" />
    </MemoryRouter>,
  )
  return screen.getByRole('navigation', { name: 'Our Services' })
}

const current = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'true')
    .map((link) => link.textContent)

describe('ServicesNav', () => {
  afterEach(() => window.sessionStorage.clear())

  it('links every service and marks the second as selected in a new session', () => {
    const nav = renderNav()
    expect(linkTargets(nav)).toEqual(['/service-details/1', '/service-details/2', '/service-details/3'])
    expect(current(nav)).toEqual(['Organic Products'])
  })

  it('shows the stored selection, and a click selects and stores another', async () => {
    window.sessionStorage.setItem(SELECTED_SERVICE_KEY, '0')
    const nav = renderNav()
    expect(current(nav)).toEqual(['Agricultural Products'])
    await userEvent.click(within(nav).getByRole('link', { name: 'Dairy Production' }))
    expect(current(nav)).toEqual(['Dairy Production'])
    expect(window.sessionStorage.getItem(SELECTED_SERVICE_KEY)).toBe('2')
  })
})

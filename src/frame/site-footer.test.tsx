import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { SiteFooter } from './site-footer.tsx'
import { linkTargets } from '#tests/unit/link-list.ts'

function renderFooter() {
  return render(
    <MemoryRouter>
      <SiteFooter />
    </MemoryRouter>,
  )
}

describe('site footer', () => {
  it('shows the Explore links, the 2nd and 3rd posts and the contact details', () => {
    renderFooter()
    const explore = screen.getByRole('navigation', { name: 'Explore' })
    expect(
      within(explore)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['About Us', 'Meet Our Team', 'News & Media', 'Services', 'Contact Us', 'Volunteers'])
    const posts = screen.getByRole('region', { name: 'Recent Posts' })
    expect(linkTargets(posts)).toEqual(['/blog-single-with-sidebar/2', '/blog-single-with-sidebar/3'])
    const contact = screen.getByRole('region', { name: 'Contact' })
    expect(within(contact).getByRole('link', { name: '+1 (555) 010-2030' }).getAttribute('href')).toBe('tel:+15550102030')
  })

  it('puts the current year in the copyright line', () => {
    renderFooter()
    expect(screen.getByRole('contentinfo')).toHaveTextContent(new RegExp(`© ${new Date().getFullYear()} Green Valley`))
  })

  it('clears the subscribe form after a valid e-mail', async () => {
    const user = userEvent.setup()
    renderFooter()
    const field = screen.getByRole('textbox', { name: 'Get farm news in your inbox' })
    expect(field).toHaveProperty('required', true)
    await user.type(field, 'ada@example.com')
    await user.click(screen.getByRole('button', { name: 'Go' }))
    expect(field).toHaveProperty('value', '')
  })
})

import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SocialLinks, SocialProfileItems } from './social-links.tsx'

const profiles = [
  { network: 'facebook', label: 'Facebook', href: 'https://facebook.com/greenvalley' },
  { network: 'youtube', label: 'YouTube', href: 'https://youtube.com/@greenvalley' },
] as const

describe('SocialProfileItems', () => {
  it('makes each profile an icon link that says it opens in a new tab', () => {
    render(
      <ul aria-label="Follow the farm">
        <SocialProfileItems profiles={profiles} />
      </ul>,
    )
    const links = screen.getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(['Facebook (opens in a new tab)', 'YouTube (opens in a new tab)'])
    expect(links[0]).toHaveAttribute('href', 'https://facebook.com/greenvalley')
    expect(links[0]).toHaveAttribute('target', '_blank')
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer')
    expect(links[0]).not.toHaveAttribute('class')
  })
})

describe('SocialLinks', () => {
  it("is a named list of the same links, in the site's look", () => {
    render(<SocialLinks profiles={profiles} label="Follow us" className="site-footer__social" />)
    expect(screen.getByRole('list', { name: 'Follow us' })).toHaveClass('social-links', 'site-footer__social')
    expect(screen.getByRole('link', { name: 'YouTube (opens in a new tab)' })).toHaveClass('social-links__link')
  })
})

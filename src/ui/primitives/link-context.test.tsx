import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LinkContext } from './link-context.tsx'

describe('LinkContext', () => {
  it('completes a short link text for screen readers and crawlers, starting with the visible words', () => {
    render(
      <a href="/service-details/5">
        Read More
        <LinkContext>Fresh Vegetables</LinkContext>
      </a>,
    )
    const link = screen.getByRole('link', { name: 'Read More about Fresh Vegetables' })
    // Text, not an aria-label: what link-text audits and search engines read.
    expect(link.hasAttribute('aria-label')).toBe(false)
    expect(link.textContent).toBe('Read More about Fresh Vegetables')
    expect(link.querySelector('.visually-hidden')?.textContent).toBe(' about Fresh Vegetables')
  })
})

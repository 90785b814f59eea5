import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderBlock } from '#tests/unit/render-block.tsx'
import PageBanner from './page-banner.tsx'
import { pageBannerProps } from './schema.ts'

function renderBanner(props: Record<string, unknown> = {}) {
  renderBlock(PageBanner, pageBannerProps, props)
}

const trail = () => within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem')

describe('page-banner', () => {
  it('shows the page title as the h1 and a trail from Home to the page', () => {
    renderBanner({ title: 'About Us', crumb: 'About Us' })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About Us')
    expect(trail().map((step) => step.textContent)).toEqual(['Home', 'About Us'])
    expect(within(trail()[0]!).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    expect(trail()[1]).toHaveAttribute('aria-current', 'page')
    expect(within(trail()[1]!).queryByRole('link')).not.toBeInTheDocument()
  })

  it('reads "Error Page" with the crumb "404" when the page gives neither', () => {
    renderBanner()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Error Page')
    expect(trail().map((step) => step.textContent)).toEqual(['Home', '404'])
  })

  it('the scene behind the title is decoration', () => {
    renderBanner({ image: '/art/scenes/hero-meadow.svg' })
    expect(screen.queryAllByRole('img')).toHaveLength(0)
    expect(screen.getByRole('presentation')).toHaveAttribute('src', '/art/scenes/hero-meadow.svg')
  })
})

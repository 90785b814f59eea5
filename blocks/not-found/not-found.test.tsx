import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderBlock } from '#tests/unit/render-block.tsx'
import NotFound from './not-found.tsx'
import { notFoundProps } from './schema.ts'

function renderNotFound(props: Record<string, unknown> = {}) {
  renderBlock(NotFound, notFoundProps, props)
}

describe('not-found', () => {
  it('shows "404", "Sorry Page Was Not Found!" and a Back to home link to /', () => {
    renderNotFound()
    expect(screen.getByText('404')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Sorry Page Was Not Found!')
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  })

  it('shows the page’s own texts and link', () => {
    renderNotFound({ code: '410', message: 'This harvest is over.', linkText: 'See the shop', linkTo: '/shop' })
    expect(screen.getByText('410')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('This harvest is over.')
    expect(screen.getByRole('link', { name: 'See the shop' })).toHaveAttribute('href', '/shop')
  })
})

import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderBlock } from '#tests/unit/render-block.tsx'
import EntityMissing from './entity-missing.tsx'
import { entityMissingBlock } from './index.ts'
import { entityMissingProps } from './schema.ts'

function renderMissing(props: Record<string, unknown> = {}) {
  renderBlock(EntityMissing, entityMissingProps, props)
}

describe('entity-missing', () => {
  it('says nothing is here and links home by default', () => {
    renderMissing()
    expect(screen.getByRole('region', { name: 'Nothing here' })).toBeInTheDocument()
    expect(screen.getByText('We could not find what this link points to. It may have been moved or removed.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  })

  it('a detail page names what is missing and links back to its list', () => {
    renderMissing(entityMissingBlock.example)
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Product not found')
    expect(screen.getByText(/^We could not find a product at this address/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/shop')
  })
})

import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { CollectionSummary } from '#page-model/editor-api-types.ts'
import { endpoint } from '#editor/shared/endpoint-client.ts'
import { editorCatalogue } from '#tests/unit/editor-catalogue.ts'
import { startEditorTest } from '#tests/unit/editor-test-setup.ts'
import { ContentSection } from './content-section.tsx'

vi.mock('#editor/shared/endpoint-client.ts', async (original) =>
  (await import('#tests/unit/editor-test-setup.ts')).endpointClientWithMocks(original),
)

const products = {
  name: 'products',
  label: 'Products',
  noun: 'product',
  file: 'data/products.json',
  count: 32,
  titleField: 'title',
} as CollectionSummary

beforeEach(() => {
  startEditorTest()
  vi.mocked(endpoint.collections).mockResolvedValue([products])
})

describe('ContentSection', () => {
  it('offers each collection by its name and size, in words: no file names or commands (issue 51, plain words)', async () => {
    render(<ContentSection catalogue={editorCatalogue()} pages={[]} />)
    expect(await screen.findByRole('link', { name: 'Products 32 products' })).toHaveAttribute(
      'href',
      '/__edit?collection=products',
    )
    expect(screen.queryByText(/data\/|\.json|npm run/)).toBeNull()
  })
})

import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { PageFileSummary } from '#page-model/editor-api-types.ts'
import { PageChooser } from './editor-app.tsx'

const pages: PageFileSummary[] = [
  { name: 'home-2.json', path: '/home-2', title: 'Our story | Green Valley Organic Farm', lists: [] },
  {
    name: 'shop-single.json',
    path: '/shop-single/:id',
    title: '{title} | Green Valley Organic Farm',
    entity: { collection: 'products', param: 'id' },
    recordPage: 'Each product’s page (shop single)',
    lists: ['products'],
  },
]

describe('PageChooser, the page editor’s first screen', () => {
  it('offers each page by its address and title, a page about each record in words: no patterns or file names', async () => {
    render(<PageChooser pages={pages} />)
    expect(await screen.findByRole('link', { name: '/home-2 Our story' })).toHaveAttribute('href', '/__edit?page=home-2')
    expect(
      screen.getByRole('link', { name: 'Each product’s page (shop single) One for each, at its own address' }),
    ).toHaveAttribute('href', '/__edit?page=shop-single')
    expect(screen.queryByText(/:id|\{title\}|\.json|pages-schema/)).toBeNull()
  })
})

import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { editorProblem } from '#tests/unit/editor-problem.ts'
import { DataProblemsBanner } from './data-problems-banner.tsx'

const price = editorProblem({
  file: 'data/products.json',
  line: 40,
  column: 16,
  where: 'product 3 "Garden Strawberries" → price',
  message: 'write prices as "$12.00"',
  hint: 'e.g. "price": "$6.50"',
  hintInWords: 'e.g. $6.50',
  path: [],
  place: { name: 'Garden Strawberries', href: '/__edit?collection=products&id=3' },
})

describe('DataProblemsBanner', () => {
  it('names each problem by its record, linked to its form, in words; the printed line only under Details', () => {
    render(<DataProblemsBanner problems={[price]} named={['Garden Strawberries']} />)
    const banner = screen.getByRole('region', { name: 'Problems in the site’s content' })
    expect(banner).toHaveTextContent(/^A problem in Garden Strawberries: follow its link to fix it/)
    const item = within(banner).getByRole('listitem')
    expect(within(item).getByRole('link', { name: 'Garden Strawberries' })).toHaveAttribute(
      'href',
      '/__edit?collection=products&id=3',
    )
    expect(item).toHaveTextContent(/^Garden Strawberries: write prices as "\$12\.00" — e\.g\. \$6\.50Details/)
    expect(within(item).getByText(/^data\/products\.json:40:16/)).not.toBeVisible()
  })
})

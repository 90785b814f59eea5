import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TotalsRows } from './totals-rows.tsx'

function renderTotals() {
  return render(
    <table>
      <tbody>
        <TotalsRows subtotalCents={125_050} shipping={<em>Free shipping</em>} totalClassName="totals-total" />
      </tbody>
    </table>,
  )
}

describe('TotalsRows', () => {
  it('shows the subtotal, the shipping and the total (the subtotal: shipping costs nothing extra), each named by its row header', () => {
    renderTotals()
    const rows = screen.getAllByRole('row')
    expect(rows.map((row) => row.textContent)).toEqual(['Subtotal$1,250.50', 'ShippingFree shipping', 'Total$1,250.50'])
    expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['Subtotal', 'Shipping', 'Total'])
  })

  it('gives the total row the class its table styles it by', () => {
    renderTotals()
    expect(screen.getByRole('row', { name: /^Total/ })).toHaveClass('totals-total')
    expect(screen.getByRole('row', { name: /^Subtotal/ })).not.toHaveClass('totals-total')
  })
})

/**
 * The Subtotal, Shipping and Total rows of the cart's totals and the checkout's order summary. Shipping
 * costs nothing extra, so the total is the subtotal. Each table styles the rows, the total row through
 * `totalClassName`.
 * Example: <tbody><TotalsRows subtotalCents={1250} shipping="Free shipping" totalClassName="cart-totals__total" /></tbody>
 */
import type { ReactNode } from 'react'
import { formatCents } from '#lib/money.ts'

export function TotalsRows({
  subtotalCents,
  shipping,
  totalClassName,
}: {
  subtotalCents: number
  shipping: ReactNode
  totalClassName: string
}) {
  return (
    <>
      <tr>
        <th scope="row">Subtotal</th>
        <td>{formatCents(subtotalCents)}</td>
      </tr>
      <tr>
        <th scope="row">Shipping</th>
        <td>{shipping}</td>
      </tr>
      <tr className={totalClassName}>
        <th scope="row">Total</th>
        <td>{formatCents(subtotalCents)}</td>
      </tr>
    </>
  )
}

/**
 * What a cart line says under its title (issue 53): the options chosen ("Size: Large · Delivery: Weekly") and,
 * for a product out of season, that it is a pre-order ("Pre-order: ships from June"), in the month the seasons
 * are told in. Nothing when there is nothing to say. src/ui does not know the cart: the caller passes the line's.
 * Example: <CartLineNotes options={item.options} months={facts?.months} className="cart-line__notes" />
 */
import { useSeasonMonth } from '#lib/build-month.ts'
import type { ChosenOptions } from '#lib/product-options.ts'
import { preorderNote } from '#lib/seasons.ts'
import './cart-line-notes.css'

interface CartLineNotesProps {
  options: ChosenOptions
  months: readonly number[] | undefined
  className?: string
}

export function CartLineNotes({ options, months, className = '' }: CartLineNotesProps) {
  const preorder = preorderNote(months, useSeasonMonth())
  const chosen = Object.entries(options)
  if (chosen.length === 0 && !preorder) return null
  return (
    <span className={`cart-line-notes ${className}`}>
      {chosen.length > 0 && (
        <span className="cart-line-notes__options">{chosen.map(([name, choice]) => `${name}: ${choice}`).join(' · ')}</span>
      )}
      {preorder && <span className="cart-line-notes__preorder">{preorder}</span>}
    </span>
  )
}

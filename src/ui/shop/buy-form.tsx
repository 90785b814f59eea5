/**
 * The specification's quantity and Add to cart, on the product page and in the quick view: a quantity
 * (min 1, step 1, default 1) with − and + steppers, and a submit button. What the number means is the
 * cart's to decide: `onAdd` gets NaN for an empty box, and the cart refuses anything below 1 or not whole
 * with its own message. At 1, − says it is unavailable (aria-disabled, so focus stays on it) rather than
 * doing nothing. src/ui does not know the cart: the caller passes what Add to cart does.
 * Example: <BuyForm onAdd={(quantity) => add(product, quantity)} className="product-details__buy" />
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { Icon } from '#ui/primitives/icons.tsx'
import './buy-form.css'

const QUANTITY_MIN = 1
const QUANTITY_DEFAULT = 1

interface BuyFormProps {
  onAdd: (quantity: number) => void
  className?: string
  /** Chosen with the quantity, above it: the product's options. */
  children?: ReactNode
}

export function BuyForm({ onAdd, className = '', children }: BuyFormProps) {
  const id = useId()
  const [quantity, setQuantity] = useState(String(QUANTITY_DEFAULT))
  const current = Number.parseInt(quantity, 10)
  const atMinimum = !Number.isNaN(current) && current <= QUANTITY_MIN

  const step = (delta: number) => {
    setQuantity(String(Math.max(QUANTITY_MIN, (Number.isNaN(current) ? QUANTITY_DEFAULT : current) + delta)))
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onAdd(quantity.trim() === '' ? Number.NaN : Number(quantity))
  }

  return (
    <form className={`buy-form ${className}`} noValidate onSubmit={onSubmit}>
      {children}
      <label className="visually-hidden" htmlFor={`${id}-quantity`}>
        Quantity
      </label>
      <div className="quantity">
        <button
          type="button"
          className="quantity__step"
          aria-label="Decrease quantity"
          aria-disabled={atMinimum}
          onClick={() => step(-1)}
        >
          <Icon name="minus" size={16} />
        </button>
        <input
          id={`${id}-quantity`}
          className="quantity__input"
          type="number"
          inputMode="numeric"
          min={QUANTITY_MIN}
          step={1}
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
        />
        <button type="button" className="quantity__step" aria-label="Increase quantity" onClick={() => step(1)}>
          <Icon name="plus" size={16} />
        </button>
      </div>
      <button type="submit" className="btn btn--primary buy-form__add">
        <Icon name="cart" size={18} />
        Add to cart
      </button>
    </form>
  )
}

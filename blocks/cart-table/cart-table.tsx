import { useId, useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import {
  cartLineKey,
  cartLineName,
  cartMessages,
  isValidQuantity,
  lineTotalCents,
  MAX_QUANTITY,
  whyNotAQuantity,
  type CartItem,
} from '#cart/cart-rules.ts'
import { cartLineFacts } from '#cart/cart-store.ts'
import { useCart, useCartActions } from '#cart/use-cart.ts'
import { useProductCardActions } from '#cart/use-product-card-actions.ts'
import { useRecentlyViewed } from '#cart/use-wishlist.ts'
import { EmptyState, StoredListLoading } from '#ui/primitives/empty-state.tsx'
import { Icon } from '#ui/primitives/icons.tsx'
import { formatCents } from '#lib/money.ts'
import { useHydrated } from '#lib/use-hydrated.ts'
import { CartLineNotes } from '#ui/shop/cart-line-notes.tsx'
import { PriceUnit } from '#ui/shop/price-unit.tsx'
import { productPath } from '#ui/shop/product-card.tsx'
import { ProductRow } from '#ui/shop/product-row.tsx'
import { TotalsRows } from '#ui/shop/totals-rows.tsx'
import type { CartTableProps } from './schema.ts'
import './cart-table.css'

function CartRow({ item }: { item: CartItem }) {
  const id = useId()
  const { remove, setQuantity } = useCartActions()
  // What the visitor is typing; null shows the cart's quantity. Only a whole number from 1 is applied, as it is typed.
  const [draft, setDraft] = useState<string | null>(null)
  // This edit: the quantity before it, and the good numbers applied as they were typed.
  const [edit, setEdit] = useState<{ before: number; applied: string[] }>({ before: item.quantity, applied: [] })
  // What became of a number left invalid, said until the next change.
  const [notice, setNotice] = useState<string>()
  const invalid = draft !== null && !isValidQuantity(Number(draft))
  const message = invalid ? `${cartMessages.invalidQuantity}: a whole number from 1 to ${MAX_QUANTITY}.` : notice
  const facts = cartLineFacts(item.id)
  const key = cartLineKey(item)
  const lineName = cartLineName(item)

  return (
    <tr className="cart-table__row">
      <td className="cart-table__remove">
        <button
          type="button"
          className="cart-table__remove-button"
          aria-label={`Remove ${lineName} from cart`}
          onClick={() => remove(key)}
        >
          <Icon name="close" size={18} />
        </button>
      </td>
      <td className="cart-table__thumb">
        <img src={item.thumb} alt="" width={80} height={80} />
      </td>
      <th scope="row" className="cart-table__product">
        <Link to={productPath(item.id)}>{item.title}</Link>
        <CartLineNotes options={item.options} months={facts?.months} />
      </th>
      <td className="cart-table__price" data-label="Price">
        {formatCents(item.priceCents)}
        {facts && <PriceUnit unit={facts.unit} />}
      </td>
      <td className="cart-table__quantity" data-label="Quantity">
        <input
          className="cart-table__quantity-input input"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_QUANTITY}
          step={1}
          aria-label={`Quantity of ${lineName}`}
          aria-invalid={invalid || undefined}
          aria-describedby={message ? `${id}-hint` : undefined}
          value={draft ?? String(item.quantity)}
          onChange={(event) => {
            const text = event.target.value
            const current = draft === null ? { before: item.quantity, applied: [] } : edit
            setEdit(setQuantity(key, Number(text)) ? { ...current, applied: [...current.applied, text] } : current)
            setDraft(text)
            setNotice(undefined)
          }}
          onBlur={() => {
            if (invalid) {
              // Left invalid: back to the last number meant. "1000" passed through 1, 10 and 100 on its way, which
              // were never meant; a 2 typed over, then a 0, was.
              const meant = edit.applied.findLast((text) => !draft.startsWith(text))
              const kept = meant === undefined ? edit.before : Number(meant)
              setQuantity(key, kept)
              setNotice(`${cartMessages.invalidQuantity}: ${whyNotAQuantity(draft)}, so the quantity stays ${kept}.`)
            }
            setDraft(null)
          }}
        />
        <span id={`${id}-hint`} className="cart-table__hint" role="status">
          {message}
        </span>
      </td>
      <td className="cart-table__subtotal" data-label="Subtotal">
        {formatCents(lineTotalCents(item))}
      </td>
    </tr>
  )
}

/** Under an empty cart: the products the visitor opened last, a way back to what they were choosing. */
function RecentlyViewedInCart({ title }: { title: string }) {
  const products = useRecentlyViewed()
  const cardActions = useProductCardActions()
  if (products.length === 0) return null
  return (
    <section className="cart-table__recent" aria-labelledby="cart-recent-title">
      <h2 id="cart-recent-title" className="cart-table__recent-title">
        {title}
      </h2>
      <ProductRow products={products} label={title} {...cardActions} />
    </section>
  )
}

function Coupon({ message }: { message: string }) {
  const id = useId()
  const [answer, setAnswer] = useState('')
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setAnswer(message)
  }
  return (
    <form className="cart-table__coupon" onSubmit={onSubmit}>
      <label htmlFor={`${id}-coupon`} className="visually-hidden">
        Coupon code
      </label>
      <input
        id={`${id}-coupon`}
        name="coupon"
        className="input cart-table__coupon-input"
        placeholder="Coupon code"
        autoComplete="off"
      />
      <button type="submit" className="btn btn--outline cart-table__coupon-button">
        Apply coupon
      </button>
      <p className="cart-table__coupon-answer" role="status">
        {answer}
      </p>
    </form>
  )
}

export default function CartTable(props: CartTableProps) {
  const { shippingLabel, shippingNote, couponMessage, emptyTitle, emptyText, recentlyViewedTitle, shopLink, checkoutLink } = props
  const hydrated = useHydrated()
  const { items, totalCents } = useCart()

  // The cart is read from this browser's storage: the prerendered HTML cannot know it.
  if (!hydrated) {
    return <StoredListLoading blockClass="cart-table" label="Loading your cart…" />
  }

  if (items.length === 0) {
    return (
      <section className="cart-table section" aria-labelledby="cart-empty-title">
        {/* The container stays the placeholder's, so only its content changes when the cart is read. */}
        <div className="container">
          <EmptyState
            icon="cart"
            titleId="cart-empty-title"
            title={emptyTitle}
            text={emptyText}
            linkTo={shopLink}
            linkText="Return to shop"
          />
          <RecentlyViewedInCart title={recentlyViewedTitle} />
        </div>
      </section>
    )
  }

  return (
    <section className="cart-table section" aria-labelledby="cart-title">
      <div className="container cart-table__layout">
        <div className="cart-table__lines">
          <h2 id="cart-title" className="visually-hidden">
            Your cart
          </h2>
          <table className="cart-table__table">
            <caption className="visually-hidden">Products in your cart, with quantities and subtotals</caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">Remove</span>
                </th>
                <th scope="col">
                  <span className="visually-hidden">Thumbnail</span>
                </th>
                <th scope="col">Product</th>
                <th scope="col">Price</th>
                <th scope="col">Quantity</th>
                <th scope="col">Subtotal</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <CartRow key={cartLineKey(item)} item={item} />
              ))}
            </tbody>
          </table>
          <div className="cart-table__actions">
            <Coupon message={couponMessage} />
            <Link to={shopLink} className="cart-table__continue">
              Continue shopping
            </Link>
          </div>
        </div>
        <aside className="cart-totals" aria-labelledby="cart-totals-title">
          <h2 id="cart-totals-title" className="cart-totals__title">
            Cart totals
          </h2>
          <table className="cart-totals__table">
            <tbody>
              <TotalsRows
                subtotalCents={totalCents}
                shipping={
                  <>
                    <span className="cart-totals__shipping">{shippingLabel}</span>
                    <span className="cart-totals__note">{shippingNote}</span>
                  </>
                }
                totalClassName="cart-totals__total"
              />
            </tbody>
          </table>
          <Link to={checkoutLink} className="btn btn--primary cart-totals__checkout">
            Proceed to checkout
            <Icon name="arrowRight" size={18} />
          </Link>
        </aside>
      </div>
    </section>
  )
}

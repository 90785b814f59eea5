/**
 * The header's cart: a button with the total quantity as a badge and a dropdown listing each line
 * (thumbnail, title, quantity × price, remove), the total and links to the cart and checkout.
 * The prerendered HTML shows an empty cart; the stored one arrives after hydration. The badge is
 * positioned over the button's corner, so its appearing moves nothing.
 */
import { useRef, type RefObject } from 'react'
import { flushSync } from 'react-dom'
import { Link } from 'react-router-dom'
import { cartLineKey, cartLineName } from '#cart/cart-rules.ts'
import { cartLineFacts } from '#cart/cart-store.ts'
import { useCart, useCartActions } from '#cart/use-cart.ts'
import { CartLineNotes } from '#ui/shop/cart-line-notes.tsx'
import { Icon } from '#ui/primitives/icons.tsx'
import { formatCents } from '#lib/money.ts'
import { useHydrated } from '#lib/use-hydrated.ts'
import { HeaderToggle } from './header-toggle.tsx'
import { useDismiss } from './use-dismiss.ts'

export const CART_PANEL_ID = 'cart-panel'
export const EMPTY_CART_TEXT = 'Your cart is empty.'

function itemsLabel(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`
}

interface CartMenuProps {
  open: boolean
  onToggle: () => void
  onClose: () => void
  buttonRef: RefObject<HTMLButtonElement | null>
}

/** What the prerendered HTML shows. */
const EMPTY_CART: ReturnType<typeof useCart> = { items: [], count: 0, totalCents: 0 }

export function CartMenu({ open, onToggle, onClose, buttonRef }: CartMenuProps) {
  const storedCart = useCart()
  // The header hydrates on use (decision 230), maybe after a block has read the stored cart: it first
  // draws what its prerendered HTML shows, then the stored cart.
  const { items, count, totalCents } = useHydrated() ? storedCart : EMPTY_CART
  const { remove } = useCartActions()
  const wrapperRef = useRef<HTMLDivElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const titleRef = useRef<HTMLHeadingElement>(null)

  useDismiss({ open, insideRefs: [wrapperRef], triggerRef: buttonRef, focusScopeRef: panelRef, onDismiss: onClose })

  /** Focus moves to the next line's remove button (or the title), never to the page's top. */
  const removeLine = (key: string, index: number) => {
    flushSync(() => remove(key))
    const buttons = panelRef.current?.querySelectorAll<HTMLButtonElement>('.cart-line__remove') ?? []
    const next = buttons[Math.min(index, buttons.length - 1)]
    ;(next ?? titleRef.current)?.focus()
  }

  const onPanelBlur = (event: React.FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget
    if (next instanceof Node && !wrapperRef.current?.contains(next)) onClose()
  }

  return (
    <div ref={wrapperRef} className={`cart-menu${open ? ' is-open' : ''}`} onBlur={onPanelBlur}>
      <HeaderToggle buttonRef={buttonRef} className="cart-menu__button" open={open} controls={CART_PANEL_ID} onToggle={onToggle}>
        <Icon name="cart" size={22} />
        <span className="visually-hidden">Cart, {itemsLabel(count)}</span>
        <span className="cart-menu__badge" aria-hidden="true" data-count={count}>
          {count}
        </span>
      </HeaderToggle>
      <div ref={panelRef} id={CART_PANEL_ID} className="cart-menu__panel" inert={!open}>
        <h2 className="cart-menu__title" ref={titleRef} tabIndex={-1}>
          Your cart <span className="cart-menu__count">({itemsLabel(count)})</span>
        </h2>
        {items.length === 0 ? (
          <div className="cart-menu__empty">
            <p>{EMPTY_CART_TEXT}</p>
            <Link className="cart-menu__shop-link" to="/shop" onClick={onClose}>
              Browse the shop <Icon name="arrowRight" size={16} />
            </Link>
          </div>
        ) : (
          <>
            <ul className="cart-menu__lines">
              {items.map((item, index) => (
                <li key={cartLineKey(item)} className="cart-line">
                  <img className="cart-line__thumb" src={item.thumb} alt="" width={56} height={56} loading="lazy" />
                  <div className="cart-line__text">
                    <Link className="cart-line__title" to={`/shop-single/${item.id}`} onClick={onClose}>
                      {item.title}
                    </Link>
                    <CartLineNotes options={item.options} months={cartLineFacts(item.id)?.months} />
                    <p className="cart-line__amount">
                      {item.quantity} × {formatCents(item.priceCents)}
                    </p>
                  </div>
                  <button type="button" className="cart-line__remove" onClick={() => removeLine(cartLineKey(item), index)}>
                    <Icon name="close" size={16} />
                    <span className="visually-hidden">Remove {cartLineName(item)} from cart</span>
                  </button>
                </li>
              ))}
            </ul>
            <p className="cart-menu__total">
              <span>Total</span>
              <strong>{formatCents(totalCents)}</strong>
            </p>
            <div className="cart-menu__actions">
              <Link className="btn btn--outline" to="/cart" onClick={onClose}>
                Cart
              </Link>
              <Link className="btn btn--primary" to="/checkout" onClick={onClose}>
                Checkout
              </Link>
            </div>
          </>
        )}
      </div>
    </div>
  )
}

import { useRef } from 'react'
import { flushSync } from 'react-dom'
import { Link } from 'react-router-dom'
import { useCartActions } from '#cart/use-cart.ts'
import { useWishlist } from '#cart/use-wishlist.ts'
import type { ListedProduct } from '#data/collections/products.ts'
import { EmptyState, StoredListLoading } from '#ui/primitives/empty-state.tsx'
import { Icon } from '#ui/primitives/icons.tsx'
import { useHydrated } from '#lib/use-hydrated.ts'
import { ProductPrices } from '#ui/shop/price-unit.tsx'
import { productPath } from '#ui/shop/product-card.tsx'
import type { WishlistListProps } from './schema.ts'
import './wishlist-list.css'

function itemsLabel(count: number): string {
  return `${count} ${count === 1 ? 'product' : 'products'}`
}

function WishlistRow({ product, onRemove }: { product: ListedProduct; onRemove: () => void }) {
  const { add } = useCartActions()
  const href = productPath(product.id)
  return (
    <li className="wishlist-row">
      <Link to={href} className="wishlist-row__thumb" tabIndex={-1} aria-hidden="true">
        <img src={product.thumb} alt="" width={120} height={120} loading="lazy" decoding="async" />
      </Link>
      <div className="wishlist-row__text">
        <h3 className="wishlist-row__title">
          <Link to={href}>{product.title}</Link>
        </h3>
        <ProductPrices product={product} block="wishlist-row" />
      </div>
      <div className="wishlist-row__actions">
        <button type="button" className="btn btn--primary wishlist-row__add" onClick={() => add(product)}>
          <Icon name="cart" size={18} />
          Add to cart<span className="visually-hidden">: {product.title}</span>
        </button>
        <button type="button" className="wishlist-row__remove" onClick={onRemove}>
          <Icon name="close" size={18} />
          Remove<span className="visually-hidden"> {product.title} from wishlist</span>
        </button>
      </div>
    </li>
  )
}

export default function WishlistList({ emptyTitle, emptyText, shopLink }: WishlistListProps) {
  const hydrated = useHydrated()
  const { products, toggle } = useWishlist()
  const listRef = useRef<HTMLUListElement>(null)
  const titleRef = useRef<HTMLHeadingElement>(null)

  /** Focus moves to the next product's Remove (or the heading), never to the page's top. */
  const remove = (product: ListedProduct, index: number) => {
    flushSync(() => toggle(product))
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('.wishlist-row__remove') ?? []
    const next = buttons[Math.min(index, buttons.length - 1)]
    ;(next ?? titleRef.current)?.focus()
  }

  // The wishlist is read from this browser's storage: the prerendered HTML cannot know it.
  if (!hydrated) {
    return <StoredListLoading blockClass="wishlist-list" label="Loading your wishlist…" />
  }

  return (
    <section className="wishlist-list section" aria-labelledby="wishlist-title">
      <div className="container">
        {products.length === 0 ? (
          <EmptyState
            icon="heart"
            titleId="wishlist-title"
            titleRef={titleRef}
            title={emptyTitle}
            text={emptyText}
            linkTo={shopLink}
            linkText="Browse the shop"
          />
        ) : (
          <div className="wishlist-list__filled">
            <h2 id="wishlist-title" className="wishlist-list__title" ref={titleRef} tabIndex={-1}>
              Saved for later <span className="wishlist-list__count">({itemsLabel(products.length)})</span>
            </h2>
            <ul ref={listRef} className="wishlist-list__rows">
              {products.map((product, index) => (
                <WishlistRow key={product.id} product={product} onRemove={() => remove(product, index)} />
              ))}
            </ul>
            <Link to={shopLink} className="wishlist-list__continue">
              Continue shopping <Icon name="arrowRight" size={16} />
            </Link>
          </div>
        )}
      </div>
    </section>
  )
}

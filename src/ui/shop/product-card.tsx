/**
 * A product in a list (shop, related products, home variants): image, 'Sale!' badge, tags, title
 * linking to /shop-single/{id}, old price struck through, price and Add to cart, which calls
 * `onAddToCart`, a heart that adds the product to the wishlist or removes it (`onToggleWishlist`, pressed
 * while `isInWishlist`), and an eye that opens the quick view (quick-view.tsx), whose code loads when an eye
 * is first pressed. src/ui does not know the cart: blocks give every card its actions with
 * `{...useProductCardActions()}` (src/cart). Every card shows its stars and review count (the shop sorts by them);
 * "list" lays the same content out in a row.
 * Example: <ProductCard product={product} {...useProductCardActions()} layout="grid" headingLevel={3} />
 */
import { lazy, Suspense, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import type { ListedProduct } from '#data/collections/products.ts'
import type { ChosenOptions } from '#lib/product-options.ts'
import { Icon } from '#ui/primitives/icons.tsx'
import { ProductPrices } from './price-unit.tsx'
import { StarRating } from '#ui/primitives/star-rating.tsx'
import { SeasonLabel } from './season-label.tsx'
import './product-card.css'

// Not in any page's first load: the dialog's code is fetched when a visitor first presses an eye.
const QuickView = lazy(() => import('./quick-view.tsx'))

export const productPath = (id: number) => `/shop-single/${id}`

/** The heart's name, which says what pressing it does: "Add Wild Blueberries to wishlist" or "Remove … from wishlist". */
export const wishlistLabel = (title: string, saved: boolean) =>
  saved ? `Remove ${title} from wishlist` : `Add ${title} to wishlist`

/** What a card's buttons do: every block gets them all from useProductCardActions() (src/cart). */
export type ProductCardActions = Omit<ProductCardProps, 'product' | 'layout' | 'headingLevel' | 'priority'>

interface ProductCardProps {
  product: ListedProduct
  /** What Add to cart does (quantity 1 on the card, the chosen one in the quick view): the cart's `add`, from useProductCardActions(). */
  onAddToCart: (product: ListedProduct, quantity?: number, options?: ChosenOptions) => void
  /** Whether the product is in the wishlist (the heart shows pressed), from useProductCardActions(). */
  isInWishlist: (id: number) => boolean
  /** What the heart does: adds the product to the wishlist or removes it, from useProductCardActions(). */
  onToggleWishlist: (product: ListedProduct) => void
  layout?: 'grid' | 'list'
  headingLevel?: 2 | 3 | 4
  /** Above the fold: load the image eagerly. */
  priority?: boolean
}

export function ProductCard({
  product,
  onAddToCart,
  isInWishlist,
  onToggleWishlist,
  layout = 'grid',
  headingLevel = 3,
  priority = false,
}: ProductCardProps) {
  const Heading = `h${headingLevel}` as const
  const href = productPath(product.id)
  const quickViewRef = useRef<HTMLButtonElement>(null)
  const [quickViewOpen, setQuickViewOpen] = useState(false)
  const saved = isInWishlist(product.id)

  return (
    <article className={`product-card product-card--${layout} card card--hover`}>
      <div className="product-card__media card__media">
        <Link to={href} className="product-card__image-link" tabIndex={-1} aria-hidden="true">
          <img
            className="product-card__image"
            src={product.thumb}
            alt=""
            width={600}
            height={600}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
          />
        </Link>
        {product.onSale && <span className="product-card__badge badge badge--sale">Sale!</span>}
        <div className="product-card__tools">
          <button
            type="button"
            className="product-card__tool product-card__wishlist"
            aria-pressed={saved}
            aria-label={wishlistLabel(product.title, saved)}
            onClick={() => onToggleWishlist(product)}
          >
            <Icon name="heart" size={18} />
          </button>
          <button
            ref={quickViewRef}
            type="button"
            className="product-card__tool"
            aria-label={`Quick view of ${product.title}`}
            aria-haspopup="dialog"
            onClick={() => setQuickViewOpen(true)}
          >
            <Icon name="eye" size={18} />
          </button>
        </div>
      </div>
      <div className="product-card__body card__body">
        <p className="product-card__tags">
          <span className="visually-hidden">Tags: </span>
          {product.tags.join(', ')}
        </p>
        {product.months && <SeasonLabel months={product.months} className="product-card__season" />}
        <Heading className="product-card__title card__title">
          <Link to={href}>{product.title}</Link>
        </Heading>
        <p className="product-card__rating">
          <StarRating rating={product.ratings} size={15} />
          <span>
            ({product.reviews} {product.reviews === 1 ? 'review' : 'reviews'})
          </span>
        </p>
        <ProductPrices product={product} block="product-card" className="price-group" />
        <button type="button" className="product-card__add btn btn--primary" onClick={() => onAddToCart(product)}>
          <Icon name="cart" size={18} />
          Add to cart<span className="visually-hidden">: {product.title}</span>
        </button>
      </div>
      {quickViewOpen && (
        <Suspense fallback={null}>
          <QuickView
            product={product}
            href={href}
            onAddToCart={onAddToCart}
            triggerRef={quickViewRef}
            onClose={() => setQuickViewOpen(false)}
          />
        </Suspense>
      )}
    </article>
  )
}

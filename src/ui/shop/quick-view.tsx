/**
 * A product's quick view: a modal dialog over the list with the picture, its season, title, rating, prices, short
 * description, a quantity and Add to cart, and a link to the product's page. Loaded on first use
 * (ProductCard imports it lazily when its eye is first pressed) and rendered into <body>, so no card's
 * containment or transform confines it. The dialog behaves as the site's other modal panels do
 * (useModalPanel): focus moves in and stays in, Escape, the backdrop and the close button close it, focus
 * returns to the eye, and the toasts its Add to cart raises stay readable above it.
 * Example: <QuickView product={product} href={productPath(product.id)} onAddToCart={onAddToCart} triggerRef={eyeRef} onClose={close} />
 */
import { useId, useRef, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import { Link } from 'react-router-dom'
import type { ListedProduct } from '#data/collections/products.ts'
import { BuyForm } from './buy-form.tsx'
import { Icon } from '#ui/primitives/icons.tsx'
import { DEFAULT_PRODUCT_SUMMARY } from '#lib/product-summary.ts'
import { ProductPrices } from './price-unit.tsx'
import { SeasonLabel } from './season-label.tsx'
import { ProductOptions, useChosenOptions } from './product-options.tsx'
import { chosenPrice, type ChosenOptions } from '#lib/product-options.ts'
import { StarRating } from '#ui/primitives/star-rating.tsx'
import { useModalPanel } from '#ui/primitives/use-modal-panel.ts'
import './quick-view.css'

const BODY_CLASS = 'quick-view-open'

export interface QuickViewProps {
  product: ListedProduct
  /** The product's page. */
  href: string
  /** The cart's `add`: it applies the cart's rules and tells the visitor the outcome. */
  onAddToCart: (product: ListedProduct, quantity: number, options: ChosenOptions) => void
  /** The eye button: focus goes back to it when the dialog closes. */
  triggerRef: RefObject<HTMLElement | null>
  onClose: () => void
}

export default function QuickView({ product, href, onAddToCart, triggerRef, onClose }: QuickViewProps) {
  const id = useId()
  const layerRef = useRef<HTMLDivElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const [chosen, choose] = useChosenOptions(product)
  useModalPanel({ open: true, layerRef, panelRef, triggerRef, bodyClass: BODY_CLASS, onClose })

  return createPortal(
    <div ref={layerRef} className="quick-view">
      <div className="quick-view__backdrop" onClick={onClose} />
      <div ref={panelRef} className="quick-view__panel" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`}>
        <button type="button" className="quick-view__close" onClick={onClose} data-autofocus>
          <Icon name="close" size={20} />
          <span className="visually-hidden">Close quick view</span>
        </button>
        <div className="quick-view__media">
          <img className="quick-view__image" src={product.thumb} alt="" width={600} height={600} />
          {product.onSale && <span className="quick-view__badge badge badge--sale">Sale!</span>}
        </div>
        <div className="quick-view__info">
          <p className="quick-view__tags">
            <span className="visually-hidden">Tags: </span>
            {product.tags.join(', ')}
          </p>
          {product.months && <SeasonLabel months={product.months} />}
          <h2 id={`${id}-title`} className="quick-view__title">
            {product.title}
          </h2>
          <p className="quick-view__rating">
            <StarRating rating={product.ratings} size={16} />
            <span>
              ({product.reviews} customer {product.reviews === 1 ? 'review' : 'reviews'})
            </span>
          </p>
          <ProductPrices
            product={{ ...product, price: chosenPrice(product, chosen) }}
            block="quick-view"
            className="price-group"
          />
          <p className="quick-view__description">{product.description ?? DEFAULT_PRODUCT_SUMMARY}</p>
          <BuyForm onAdd={(quantity) => onAddToCart(product, quantity, chosen)} className="quick-view__buy">
            {product.options && <ProductOptions options={product.options} chosen={chosen} onChoose={choose} />}
          </BuyForm>
          {/* Closing first: on a product page the same card may stay mounted after the route changes. */}
          <Link to={href} className="quick-view__more" onClick={onClose}>
            View full details
            <Icon name="arrowRight" size={16} />
          </Link>
        </div>
      </div>
    </div>,
    document.body,
  )
}

import { useEditedEntry, useEntity } from '#app/block-kit.ts'
import { useCart, useCartActions } from '#cart/use-cart.ts'
import { useRecordView, useWishlist } from '#cart/use-wishlist.ts'
import type { Product } from '#data/collections/products.ts'
import { BuyForm } from '#ui/shop/buy-form.tsx'
import { Icon } from '#ui/primitives/icons.tsx'
import { ProductPrices } from '#ui/shop/price-unit.tsx'
import { ProductOptions, useChosenOptions } from '#ui/shop/product-options.tsx'
import { chosenPrice, type ChosenOptions } from '#lib/product-options.ts'
import { SeasonLabel } from '#ui/shop/season-label.tsx'
import { StarRating } from '#ui/primitives/star-rating.tsx'
import { isWeighed, WEIGHED_NOTE } from '#lib/selling-units.ts'
import { Tabs } from '#ui/primitives/tabs.tsx'
import { GalleryCarousel, GalleryLightbox } from './product-gallery.tsx'
import { ProductReviews } from './product-reviews.tsx'
import type { ProductDetailsProps } from './schema.ts'
import './product-details.css'

function BuyProduct({
  product,
  chosen,
  onChoose,
}: {
  product: Product
  chosen: ChosenOptions
  onChoose: (chosen: ChosenOptions) => void
}) {
  const { add } = useCartActions()
  // Subscribing mounts the stored cart, so the duplicate check sees what was saved earlier.
  useCart()
  return (
    <BuyForm onAdd={(quantity) => add(product, quantity, chosen)}>
      {product.options && (
        // Its own radio buttons for each product: a page followed by the next one's starts at the first choices.
        <ProductOptions key={product.id} options={product.options} chosen={chosen} onChoose={onChoose} />
      )}
    </BuyForm>
  )
}

/** The heart: adds the product to the wishlist or removes it; pressed while the product is saved. */
function WishlistButton({ product }: { product: Product }) {
  const { has, toggle } = useWishlist()
  const saved = has(product.id)
  return (
    <button
      type="button"
      className="product-details__extra product-details__wishlist"
      aria-pressed={saved}
      onClick={() => toggle(product)}
    >
      <Icon name="heart" size={18} />
      {/* Read as "Add Wild Blueberries to wishlist", seen as "Add to wishlist": the name holds the visible words. */}
      <span>
        {saved ? 'Remove' : 'Add'} <span className="visually-hidden">{product.title} </span>
        {saved ? 'from wishlist' : 'to wishlist'}
      </span>
    </button>
  )
}

/** What a shopper must know before buying a dairy product (every dairy product has them): ingredients, allergens, storage. */
function ProductFacts({ product }: { product: Product }) {
  const facts = [
    ['Ingredients', product.ingredients],
    ['Allergens', product.allergens],
    ['Storage', product.storage],
  ].filter((fact): fact is [string, string] => fact[1] !== undefined)
  if (facts.length === 0) return null
  return (
    <dl className="product-details__facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** In the page editor's preview: the tab whose list (a paragraph or a row) is being edited, if any. */
function useEditedTab(): string | undefined {
  const paragraph = useEditedEntry('description')
  const row = useEditedEntry('additionalInfo')
  if (paragraph !== undefined) return 'description'
  if (row !== undefined) return 'additional-information'
  return undefined
}

export default function ProductDetails(props: ProductDetailsProps) {
  const product = useEntity<Product>()
  const editedTab = useEditedTab()
  const [chosen, choose] = useChosenOptions(product)
  useRecordView(product?.id)
  if (!product) return null
  const { gallery, summary, deliveryNote, sku, categories, features, description, additionalInfo } = props
  const reviews = product.customerReviews

  return (
    <section className="product-details section" aria-labelledby="product-title">
      <div className="container">
        <div className="product-details__top">
          {gallery === 'lightbox' ? <GalleryLightbox product={product} /> : <GalleryCarousel product={product} />}
          <div className="product-details__info">
            <ul className="product-details__tags" aria-label="Tags">
              {product.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
            <div className="product-details__rating">
              <StarRating rating={product.ratings} />
              <span>
                ({reviews.length} customer {reviews.length === 1 ? 'review' : 'reviews'})
              </span>
            </div>
            <h2 id="product-title" className="product-details__title">
              {product.title}
            </h2>
            <ProductPrices product={{ ...product, price: chosenPrice(product, chosen) }} block="product-details" />
            {isWeighed(product.unit) && <p className="product-details__weighed">{WEIGHED_NOTE}</p>}
            {product.months ? (
              <SeasonLabel months={product.months} className="product-details__season" />
            ) : (
              <p className="product-details__stock">
                <Icon name="check" size={18} />
                In Stock
              </p>
            )}
            <p className="product-details__summary">{product.description ?? summary}</p>
            <ProductFacts product={product} />
            <BuyProduct product={product} chosen={chosen} onChoose={choose} />
            <div className="product-details__extras">
              <WishlistButton product={product} />
            </div>
            <p className="product-details__delivery">
              <Icon name="truck" size={20} />
              {product.deliveryNote ?? deliveryNote}
            </p>
            <dl className="product-details__meta">
              <div>
                <dt>SKU:</dt>
                <dd>{product.sku ?? sku}</dd>
              </div>
              <div>
                <dt>Categories:</dt>
                <dd>{(product.categories ?? categories).join(', ')}</dd>
              </div>
            </dl>
            <ul className="product-details__features">
              {features.map((feature) => (
                <li key={feature.title} className="product-details__feature">
                  <span className="product-details__feature-icon" aria-hidden="true">
                    <Icon name="leaf" size={20} />
                  </span>
                  <span>
                    <strong>{feature.title}</strong>
                    <span className="product-details__feature-text">{feature.text}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <Tabs
          label="Product information"
          className="product-details__tabs"
          show={editedTab}
          items={[
            {
              key: 'description',
              label: 'Description',
              content: (product.details ?? description).map((paragraph) => (
                <p key={paragraph} className="product-details__paragraph">
                  {paragraph}
                </p>
              )),
            },
            {
              key: 'additional-information',
              label: 'Additional Information',
              content: (
                <table className="product-details__table">
                  <caption className="visually-hidden">Additional information about {product.title}</caption>
                  <tbody>
                    {(product.additionalInfo ?? additionalInfo).map((row) => (
                      <tr key={row.label}>
                        <th scope="row">{row.label}</th>
                        <td>{row.value}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ),
            },
            {
              key: 'reviews',
              label: `Review (${reviews.length})`,
              content: <ProductReviews reviews={reviews} productTitle={product.title} />,
            },
          ]}
        />
      </div>
    </section>
  )
}

import { useEntity } from '#app/block-kit.ts'
import { useProductCardActions } from '#cart/use-product-card-actions.ts'
import type { ListedProduct, Product } from '#data/collections/products.ts'
import { Carousel } from '#ui/primitives/carousel.tsx'
import { ProductCard } from '#ui/shop/product-card.tsx'
import { SectionHeading } from '#ui/primitives/section-heading.tsx'
import type { RelatedProductsProps } from './schema.ts'
import './related-products.css'

/** The specification's related products carousel: 1, 2 from 768, 3 from 992, 4 from 1400 px. */
const PER_VIEW = { 0: 1, 768: 2, 992: 3, 1400: 4 }

/** Same category first, then the rest, in catalogue order; never the product itself. */
export function relatedTo(
  current: ListedProduct | undefined,
  products: readonly ListedProduct[],
  count: number,
): ListedProduct[] {
  const others = products.filter((product) => product.id !== current?.id)
  const same = others.filter((product) => product.category === current?.category)
  const rest = others.filter((product) => product.category !== current?.category)
  return [...same, ...rest].slice(0, count)
}

export default function RelatedProducts({ eyebrow, title, products, count }: RelatedProductsProps) {
  const current = useEntity<Product>()
  const cardActions = useProductCardActions()
  const related = relatedTo(current, products, count)
  if (related.length === 0) return null

  return (
    <section className="related-products section">
      <div className="container">
        <SectionHeading eyebrow={eyebrow || undefined} title={title} />
        <Carousel label={title} perView={PER_VIEW} gap={30} arrows arrowPlacement="below" className="related-products__carousel">
          {related.map((product) => (
            <ProductCard key={product.id} product={product} {...cardActions} />
          ))}
        </Carousel>
      </div>
    </section>
  )
}

import { useEntity } from '#app/block-kit.ts'
import { useProductCardActions } from '#cart/use-product-card-actions.ts'
import { useRecentlyViewed } from '#cart/use-wishlist.ts'
import type { Product } from '#data/collections/products.ts'
import { ProductRow } from '#ui/shop/product-row.tsx'
import { SectionHeading } from '#ui/primitives/section-heading.tsx'
import type { RecentlyViewedProps } from './schema.ts'
import './recently-viewed.css'

export default function RecentlyViewed({ eyebrow, title }: RecentlyViewedProps) {
  const current = useEntity<Product>()
  const products = useRecentlyViewed(current?.id)
  const cardActions = useProductCardActions()
  if (products.length === 0) return null

  return (
    <section className="recently-viewed section" aria-labelledby="recently-viewed-title">
      <div className="container">
        <SectionHeading eyebrow={eyebrow || undefined} title={title} id="recently-viewed-title" />
        <ProductRow products={products} label={title} {...cardActions} />
      </div>
    </section>
  )
}

/**
 * Records for component and unit tests: a valid product with only what the test is about written out,
 * e.g. sampleProduct({ id: 3, title: 'Kefir', category: 'dairy', price: '$4.00' }).
 */
import { averageRating, SAMPLE_PRODUCT_REVIEWS, type Product, type ProductRecord } from '#data/collections/products.ts'

/** A product as pages draw it (the sale and the reviews worked out: no reviews of its own, so the sample ones). */
export function sampleProduct({ id, title, ...fields }: Partial<Product> & Pick<Product, 'id' | 'title'>): Product {
  const { reviews: _none, ...record } = sampleProductRecord({ id, title })
  return {
    ...record,
    oldPrice: null,
    onSale: false,
    discount: 0,
    customerReviews: SAMPLE_PRODUCT_REVIEWS,
    reviews: SAMPLE_PRODUCT_REVIEWS.length,
    ratings: averageRating(SAMPLE_PRODUCT_REVIEWS),
    ...fields,
  }
}

/** A product as data/products.json holds it: no "oldPrice" (not on sale), no reviews, nothing worked out. */
export function sampleProductRecord({
  id,
  title,
  ...fields
}: Partial<ProductRecord> & Pick<ProductRecord, 'id' | 'title'>): ProductRecord {
  // id and title first, as in data/products.json: the validator tests point at lines of the written file.
  return {
    id,
    title,
    thumb: '/art/products/pears.webp',
    gallery: ['/art/products/pears.webp'],
    tags: ['Fresh', 'Organic'],
    price: '$3.00',
    unit: 'per lb',
    category: 'fruit',
    added: '2024-06-01',
    ...fields,
  }
}

/**
 * Records for component and unit tests: a valid product with only what the test is about written out,
 * e.g. sampleProduct({ id: 3, title: 'Kefir', category: 'dairy', price: '$4.00' }).
 */
import type { Product, ProductRecord } from '#data/schemas.ts'

/** A product as pages draw it (the sale worked out). */
export function sampleProduct({ id, title, ...fields }: Partial<Product> & Pick<Product, 'id' | 'title'>): Product {
  return { ...sampleProductRecord({ id, title }), oldPrice: null, onSale: false, discount: 0, ...fields }
}

/** A product as data/products.json holds it: no "oldPrice" (not on sale), nothing worked out. */
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
    category: 'fruit',
    added: '2024-06-01',
    ratings: 4,
    reviews: 2,
    ...fields,
  }
}

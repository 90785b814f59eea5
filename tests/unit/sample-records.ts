/**
 * Records for component and unit tests: a valid product with only what the test is about written out,
 * e.g. sampleProduct({ id: 3, title: 'Kefir', category: 'dairy', price: '$4.00' }).
 */
import type { Product } from '#data/schemas.ts'

export function sampleProduct({ id, title, ...fields }: Partial<Product> & Pick<Product, 'id' | 'title'>): Product {
  // id and title first, as in data/products.json: the validator tests point at lines of the written file.
  return {
    id,
    title,
    thumb: '/art/products/pears.webp',
    gallery: ['/art/products/pears.webp'],
    tags: ['Fresh', 'Organic'],
    price: '$3.00',
    oldPrice: null,
    onSale: false,
    category: 'fruit',
    added: '2024-06-01',
    ratings: 4,
    reviews: 2,
    discount: 0,
    ...fields,
  }
}

/**
 * product-details — the product page's main block (on /shop-single/:id and /shop-single-thumb/:id,
 * with "when": "found"): the photos (a carousel with a thumbnail strip, or thumbnails opening a
 * lightbox), tags, stars, title, prices, 'In Stock', a short description, quantity and Add to cart,
 * a heart that adds the product to the wishlist or removes it, delivery note, SKU and categories, two feature notes, then tabs:
 * Description, Additional Information and Review (the product's reviews and an 'Add a review' form).
 * Showing a product records it in the visitor's recently viewed products (the recently-viewed block).
 * The product comes from the page's entity. Its "description" (beside the price), "details" (the
 * Description tab), "categories", "deliveryNote", "sku", "additionalInfo" rows, "reviews" and a dairy product's
 * ingredients, allergens and storage come from data/products.json; "summary", "description", "categories",
 * "deliveryNote", "sku" and "additionalInfo" below stand in for a product without them (a product without
 * reviews shows the two sample reviews, decision 218). The other texts are the same for every product.
 * Example props: { "gallery": "lightbox" }
 */
import { z } from 'zod'
import { line, paragraph, TEXT_MAX } from '#data/schemas.ts'
import { DEFAULT_PRODUCT_SUMMARY } from '#lib/product-summary.ts'

export const productDetailsProps = z.strictObject({
  gallery: z
    .enum(['carousel', 'lightbox'])
    .default('carousel')
    .describe('"carousel": photo carousel with a thumbnail strip; "lightbox": thumbnails that open a full-screen gallery'),
  summary: line(TEXT_MAX.sentence)
    .default(DEFAULT_PRODUCT_SUMMARY)
    .describe('Short description beside the price, for a product without its own "description" in data/products.json'),
  deliveryNote: line(TEXT_MAX.sentence)
    .default('2-day Delivery')
    .describe('Delivery line under Add to cart, for a product without its own "deliveryNote" in data/products.json'),
  sku: line(TEXT_MAX.label).default('GV-2048').describe('SKU shown for a product without its own "sku" in data/products.json'),
  categories: z
    .array(line(TEXT_MAX.label))
    .min(1)
    .default(['Organic', 'Fresh Produce'])
    .describe('Categories shown for a product without its own "categories" in data/products.json'),
  features: z
    .array(
      z.strictObject({
        title: line(TEXT_MAX.title).describe('Bold first line, e.g. "Money back guarantee"'),
        text: line(TEXT_MAX.sentence).describe('Line under the title'),
      }),
    )
    .default([
      { title: 'Money back guarantee', text: 'Not happy? Get your money back within 15 days.' },
      {
        title: 'Save 20% and free delivery',
        text: 'In a harvest box the week’s produce costs 20% less than bought one by one, and comes free.',
      },
    ])
    .describe('Feature notes under the product summary'),
  description: z
    .array(paragraph())
    .min(1)
    .default([
      'Everything we sell is grown in the open fields of Green Valley, rotated with clover and rye so the soil feeds itself. We pick by hand, in small batches, only when the crop is ready.',
      'No synthetic fertilisers, no herbicides and no waxing: what you taste is the plant, the soil and the season. Keep it cool and dry, and wash it just before eating.',
    ])
    .describe('Paragraphs of the Description tab, for a product without its own "details" in data/products.json'),
  additionalInfo: z
    .array(
      z.strictObject({
        label: line(TEXT_MAX.label).describe('Row heading, e.g. "Weight"'),
        value: line(TEXT_MAX.label).describe('Row value, e.g. "1 kg"'),
      }),
    )
    .default([
      { label: 'Weight', value: '1 kg' },
      { label: 'Dimensions', value: '24 × 18 × 10 cm' },
      { label: 'Colors', value: 'Green, Red, Yellow' },
    ])
    .describe('Rows of the Additional Information tab, for a product without its own "additionalInfo" in data/products.json'),
})
export type ProductDetailsProps = z.output<typeof productDetailsProps>

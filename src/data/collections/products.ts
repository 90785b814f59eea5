/**
 * The shop's products (data/products.json): one page each (/shop-single/:id), listed by the shop, the grids and
 * carousels, the cart and the wishlist.
 * Rules beyond each field's: on sale while it has an "oldPrice" above its "price" (the badge and discount are worked
 * out, decision 203); reviews are dated on or after the day it came to the shop; no two products share a "sku".
 * A record as the file holds it (collections.test.ts checks it against the schema):
 *   { "id": 1, "title": "Wild Blueberries",
 *     "description": "Small, dusky lowbush berries from the sandy slope above the creek.",
 *     "thumb": "/art/products/blueberries.webp", "gallery": ["/art/products/blueberries.webp"],
 *     "tags": ["Fresh", "Berries"], "price": "$6.50", "oldPrice": "$7.90", "unit": "per punnet",
 *     "category": "fruit", "added": "2024-10-12", "sku": "GV-FRU-001" }
 */
import { z } from 'zod'
import { priceTextToCents, salePercent } from '#lib/money.ts'
import { SELLING_UNITS } from '#lib/selling-units.ts'
import { defineCollection } from '#data/define-collection.ts'
import { publishingFields } from '#data/publishing.ts'
import type { ProductOption } from '#lib/product-options.ts'
import { imagePath, isoDay, line, money, paragraph, priceText, recordId, TEXT_MAX, workedOutFields } from '#data/schemas.ts'

/** The shelves of the shop: a product's category, the shop's category filter and the grids' filter buttons. */
export const productCategory = z
  .enum(['fruit', 'vegetables', 'dairy'])
  .describe("The product's shelf: the shop's category filter and the grids' filter buttons")

/** A product's own code, e.g. "GV-FRU-001": capital letters and digits in groups joined by dashes. */
const SKU_FORM = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/

/** One customer's review of a product, as its page shows it (decision 218). */
const productReview = z.strictObject({
  author: line(TEXT_MAX.label).describe('Who wrote it, as shown, e.g. "Ruth Sanders"'),
  date: isoDay().describe('The day it was written, e.g. "2025-01-14": not before the product came to the shop ("added")'),
  rating: z
    .int({ error: 'write the stars as a whole number from 1 to 5' })
    .min(1, 'write the stars as a whole number from 1 to 5')
    .max(5, 'write the stars as a whole number from 1 to 5')
    .describe('Stars given, a whole number from 1 to 5'),
  text: paragraph().describe('What the customer wrote'),
})
export type ProductReview = z.output<typeof productReview>

/**
 * The specification's two sample reviews: what a product without reviews of its own shows, and counts, on
 * its page, its cards and in search engines' data alike (decision 218).
 */
export const SAMPLE_PRODUCT_REVIEWS: readonly ProductReview[] = [
  {
    author: 'Amelia Hart',
    date: '2025-03-12',
    rating: 5,
    text: 'Picked up a box on Sunday and it was gone by Tuesday. You can taste the difference: sweet, crisp and nothing like the supermarket.',
  },
  {
    author: 'Daniel Brooks',
    date: '2025-04-02',
    rating: 4,
    text: 'Beautiful produce and friendly delivery. One item was a little small, but the flavour more than made up for it.',
  },
]

/** A choice of an option: its words, and its price when the option sets the price. */
const optionChoice = z.strictObject({
  label: line(TEXT_MAX.label).describe('The choice as the shopper sees it, e.g. "Large" or "500 g"'),
  price: money()
    .optional()
    .describe(
      'The price of one with this choice, e.g. "$42.00"; only on the choices of the one option that sets the price, each of them',
    ),
})

/** Something the shopper chooses before Add to cart, e.g. the harvest box's size (rules: productOptionProblems). */
const productOption = z.strictObject({
  name: line(TEXT_MAX.label).describe('What is chosen, e.g. "Size" or "Delivery"'),
  choices: z
    .array(optionChoice)
    .min(
      2,
      'needs at least two choices to choose from, e.g. [{ "label": "Small", "price": "$28.00" }, { "label": "Large", "price": "$42.00" }]',
    )
    .describe('The choices, the first one chosen at first'),
})

/**
 * A product as its file holds it. On sale is one fact, the earlier price (decision 203): "oldPrice" is there
 * and above "price" while the product is on sale, and left out otherwise; the "Sale!" badge and the "-N%"
 * discount are worked out from the two prices when the site is built, never written. Likewise the review
 * count and the average stars are worked out from the product's reviews (decision 218).
 */
const productFields = z.strictObject(
  {
    id: recordId,
    title: line(TEXT_MAX.title).describe('Name of the product, e.g. "Wild Blueberries"'),
    description: line(TEXT_MAX.sentence)
      .optional()
      .describe('The product in one or two sentences, beside the price on its page; without it the page shows its shared text'),
    details: z
      .array(paragraph())
      .min(1)
      .optional()
      .describe("Paragraphs of the Description tab on the product's page; without them the tab shows the page's shared text"),
    categories: z
      .array(line(TEXT_MAX.label))
      .min(1)
      .optional()
      .describe(
        'What the product is, shown as its page\'s "Categories", e.g. ["Fruit", "Orchard"]; without them the page shows its shared ones',
      ),
    ingredients: line(TEXT_MAX.sentence)
      .optional()
      .describe('What is in it, in order, e.g. "Whole Jersey milk, live cultures": every dairy product has them'),
    allergens: line(TEXT_MAX.label)
      .optional()
      .describe('The allergens it contains, e.g. "Milk, egg": every dairy product has them'),
    storage: line(TEXT_MAX.sentence)
      .optional()
      .describe('How to keep it, e.g. "Keep refrigerated, 0–5 °C": every dairy product has it'),
    deliveryNote: line(TEXT_MAX.sentence)
      .optional()
      .describe(
        'How it comes to the door, under Add to cart, e.g. "Delivered chilled"; without it the page shows its shared note',
      ),
    thumb: imagePath
      .describe('Photo on the product cards and in the cart, e.g. /art/products/blueberries.webp')
      .meta({ title: 'Photo' }),
    gallery: z.array(imagePath).min(1).describe('Images of the product page carousel and lightbox, thumb first'),
    tags: z.tuple([line(TEXT_MAX.label), line(TEXT_MAX.label)]).describe('Two words shown above the title'),
    months: z
      .array(
        z.int().min(1, 'write a month as 1 (January) to 12 (December)').max(12, 'write a month as 1 (January) to 12 (December)'),
      )
      .min(1)
      .optional()
      .describe('The months it is picked, 1 (January) to 12, e.g. [6, 7] for June and July; left out: all year'),
    price: priceText,
    options: z
      .array(productOption)
      .min(1, 'has no options: add one, or remove "options"')
      .optional()
      .describe(
        'Choices made before Add to cart, each its own cart line, e.g. a box\'s size and delivery; at most one option sets the price, and the first of its choices has the product\'s "price"',
      ),
    oldPrice: money('is only for a product on sale: leave "oldPrice" out when it is not (remove the line)')
      .optional()
      .describe(
        'On sale: the price before the sale, above "price", shown struck through with the "Sale!" badge and the discount; leave it out when not on sale',
      ),
    unit: z
      .enum(SELLING_UNITS, {
        error: (issue) =>
          `${issue.input === undefined ? '"unit" is missing: add' : 'write'} one of the shop's units: ${SELLING_UNITS.map((unit) => `"${unit}"`).join(', ')}`,
      })
      .describe('What one price buys, shown beside every price of the product, e.g. "per punnet" ("$6.50 / punnet")'),
    category: productCategory,
    added: isoDay()
      .describe('The day the product came to the shop, e.g. "2024-06-15": the order of the shop\'s "Latest" sort, shown nowhere')
      .meta({ title: 'Added to the shop on' }),
    sku: z
      .string()
      .regex(SKU_FORM, 'write a code such as "GV-FRU-001": capital letters and digits, in groups joined by dashes')
      .max(TEXT_MAX.label)
      .optional()
      .describe(
        'The product\'s own stock code, e.g. "GV-FRU-001", shown on its page; each product has its own; without it the page shows its shared SKU',
      ),
    additionalInfo: z
      .array(
        z.strictObject({
          label: line(TEXT_MAX.label).describe('Row heading, e.g. "Weight"'),
          value: line(TEXT_MAX.label).describe('Row value, e.g. "125 g punnet"'),
        }),
      )
      .min(1)
      .optional()
      .describe(
        "Rows of the Additional Information tab on the product's page (weight, origin, season, storage…); without them the tab shows the page's shared rows",
      ),
    reviews: z
      .array(productReview, {
        error: (issue) =>
          typeof issue.input === 'number'
            ? 'is the list of the product\'s reviews, each { "author", "date", "rating", "text" }: the count is worked out from it'
            : undefined,
      })
      .min(1, 'needs at least one review; to show the sample reviews, leave "reviews" out')
      .optional()
      .describe(
        "Customers' reviews on the product's page, newest last; their count and average stars show on its cards. Without them the page shows two sample reviews",
      ),
    ...publishingFields,
  },
  {
    error: workedOutFields({
      onSale: 'is worked out when the site is built: a product is on sale while it has an "oldPrice"',
      discount: 'is worked out from the two prices when the site is built',
      ratings: 'is worked out when the site is built: the average of the ratings in "reviews"',
    }),
  },
)

/** What every dairy product tells a shopper before they buy it: what is in it, its allergens, how to keep it. */
const DAIRY_FACTS = ['ingredients', 'allergens', 'storage'] as const
const DAIRY_FACT_WORDS: Record<(typeof DAIRY_FACTS)[number], string> = {
  ingredients: 'ingredients',
  allergens: 'allergens',
  storage: 'storage (e.g. "Keep refrigerated")',
}

/**
 * The rules of a product's options beyond each field's: names and choices each once, at most one option sets the
 * price (then on every choice of it, the first at the product's "price"), and a product priced by its options is
 * not on sale.
 */
function productOptionProblems(product: {
  price: string
  oldPrice?: string | undefined
  options?: readonly ProductOption[] | undefined
}): { path: (string | number)[]; input: unknown; message: string }[] {
  const options = product.options ?? []
  const problems: { path: (string | number)[]; input: unknown; message: string }[] = []
  options.forEach((option, index) => {
    const first = options.findIndex((other) => other.name === option.name)
    if (first < index)
      problems.push({
        path: ['options', index, 'name'],
        input: option.name,
        message: `is the name of option ${first + 1} too: give each option its own name`,
      })
    option.choices.forEach((choice, choiceIndex) => {
      const same = option.choices.findIndex((other) => other.label === choice.label)
      if (same < choiceIndex)
        problems.push({
          path: ['options', index, 'choices', choiceIndex, 'label'],
          input: choice.label,
          message: `is choice ${same + 1} of "${option.name}" too: give each choice its own words`,
        })
    })
  })
  const pricing = options.findIndex((option) => option.choices.some((choice) => choice.price !== undefined))
  if (pricing === -1) return problems
  const priced = options[pricing]!
  options.forEach((option, index) => {
    if (index <= pricing) return
    option.choices.forEach((choice, choiceIndex) => {
      if (choice.price !== undefined)
        problems.push({
          path: ['options', index, 'choices', choiceIndex, 'price'],
          input: choice.price,
          message: `only one option sets the price, and "${priced.name}" does: remove this price`,
        })
    })
  })
  const example = priced.choices.find((choice) => choice.price !== undefined)!
  priced.choices.forEach((choice, choiceIndex) => {
    if (choice.price === undefined)
      problems.push({
        path: ['options', pricing, 'choices', choiceIndex, 'price'],
        input: undefined,
        message: `is missing: every choice of "${priced.name}" has its price, as "${example.label}" has ${example.price}`,
      })
  })
  const firstPrice = priced.choices[0]!.price
  if (firstPrice !== undefined && firstPrice !== product.price)
    problems.push({
      path: ['price'],
      input: product.price,
      message: `must be the price of the first choice of "${priced.name}" ("${priced.choices[0]!.label}", ${firstPrice}), the one chosen at first and shown on its cards: write "${firstPrice}"`,
    })
  if (product.oldPrice !== undefined)
    problems.push({
      path: ['oldPrice'],
      input: product.oldPrice,
      message: `is for a product on sale, and one priced by its "${priced.name}" is not: remove "oldPrice"`,
    })
  return problems
}

/** The average stars of some reviews, to one decimal (4.666… → 4.7), as the stars and search engines show it. */
export function averageRating(reviews: readonly Pick<ProductReview, 'rating'>[]): number {
  if (reviews.length === 0) return 0
  const sum = reviews.reduce((total, review) => total + review.rating, 0)
  return Math.round((sum / reviews.length) * 10) / 10
}

/**
 * A product as pages draw it: its fields, with whether it is on sale and its discount worked out, and its
 * reviews (its own, or the sample ones) with their count ("reviews") and average ("ratings").
 */
export const productSchema = productFields
  .superRefine((product, context) => {
    if (product.oldPrice !== undefined && priceTextToCents(product.oldPrice) <= priceTextToCents(product.price))
      context.addIssue({
        code: 'custom',
        path: ['oldPrice'],
        input: product.oldPrice,
        message: `must be above the price (${product.price}): it is the price before the sale; remove it to end the sale`,
      })
    for (const problem of productOptionProblems(product)) context.addIssue({ code: 'custom', ...problem })
    if (product.category === 'dairy')
      for (const field of DAIRY_FACTS)
        if (product[field] === undefined)
          context.addIssue({
            code: 'custom',
            path: [field],
            input: undefined,
            message: `is missing: a dairy product says its ${DAIRY_FACT_WORDS[field]} (add "${field}")`,
          })
    product.reviews?.forEach((review, index) => {
      // ISO days compare as text.
      if (review.date < product.added)
        context.addIssue({
          code: 'custom',
          path: ['reviews', index, 'date'],
          input: review.date,
          message: `is before the product came to the shop (${product.added}, its "added" day): write a later day`,
        })
    })
  })
  .transform(({ oldPrice, reviews, ...product }) => {
    const customerReviews = reviews ?? SAMPLE_PRODUCT_REVIEWS
    return {
      ...product,
      oldPrice: oldPrice ?? null,
      onSale: oldPrice !== undefined,
      discount: oldPrice === undefined ? 0 : salePercent(priceTextToCents(product.price), priceTextToCents(oldPrice)),
      customerReviews,
      reviews: customerReviews.length,
      ratings: averageRating(customerReviews),
    }
  })
/** A product as data/products.json holds it. */
export type ProductRecord = z.input<typeof productSchema>
export type Product = z.output<typeof productSchema>

/**
 * A product as lists show it (cards, the quick view, the cart, the wishlist): without what only its own page
 * shows, which every page that lists the shop would otherwise carry to the browser (decision 218).
 */
export type ListedProduct = Omit<Product, PageOnlyField>
type PageOnlyField =
  | 'details'
  | 'gallery'
  | 'sku'
  | 'additionalInfo'
  | 'customerReviews'
  | 'categories'
  | 'ingredients'
  | 'allergens'
  | 'storage'
  | 'deliveryNote'

export function listedProduct(product: Product): ListedProduct {
  const {
    details: _details,
    gallery: _gallery,
    sku: _sku,
    additionalInfo: _rows,
    customerReviews: _reviews,
    categories: _categories,
    ingredients: _ingredients,
    allergens: _allergens,
    storage: _storage,
    deliveryNote: _deliveryNote,
    ...listed
  } = product
  return listed
}

export const products = defineCollection('products', productSchema, {
  noun: 'product',
  titleField: 'title',
  uniqueFields: ['sku'],
})

// @vitest-environment node
// The rules data/products.json follows for a product's SKU, selling unit, information rows and reviews
// (decision 218), as `npm run validate`, the dev server and the editor word them.
import { describe, expect, it } from 'vitest'
import { collectionRef } from '#data/collection-ref.ts'
import { collections } from '#data/collections.ts'
import { formatProblem } from '#page-model/problem.ts'
import { SELLING_UNITS } from '#lib/selling-units.ts'
import { sampleProductRecord } from '#tests/unit/sample-records.ts'
import { productDetailsProps } from '#blocks/product-details/schema.ts'
import type { Product } from '#data/collections/products.ts'
import { validateCollectionFile } from './validate-data-file.ts'

const FILE = 'data/products.json'

const review = (fields: Record<string, unknown> = {}) => ({
  author: 'Ruth Sanders',
  date: '2024-07-14',
  rating: 5,
  text: 'Earthy and firm; they brown properly.',
  ...fields,
})

const product = (id: number, title: string, fields: Record<string, unknown> = {}) => ({
  ...sampleProductRecord({ id, title, added: '2024-06-01' }),
  ...fields,
})

const productsText = (records: unknown[]) => JSON.stringify({ $schema: './products.schema.json', products: records }, null, 2)
const validate = (records: unknown[]) => validateCollectionFile(FILE, productsText(records), collections.products)
/** The problems, each as "where: message — hint", without the file position. */
const problems = (records: unknown[]) =>
  validate(records).problems.map((problem) => formatProblem(problem).replace(/^\S+\s+/, ''))

describe("a product's reviews", () => {
  it('give the review count and the average stars, to one decimal, shown everywhere the product is', () => {
    const reviews = [
      review({ rating: 5 }),
      review({ rating: 4, author: 'Sam Ortega' }),
      review({ rating: 5, author: 'Ben Hollis' }),
    ]
    const { problems: found, records } = validate([product(1, 'Mushrooms', { reviews })])
    expect(found).toEqual([])
    expect(records).toMatchObject([{ reviews: 3, ratings: 4.7, customerReviews: reviews }])
  })

  it('a product without reviews of its own shows, and counts, the two sample reviews', () => {
    const { records } = validate([product(1, 'Mushrooms')])
    expect(records).toMatchObject([
      { reviews: 2, ratings: 4.5, customerReviews: [{ author: 'Amelia Hart' }, { author: 'Daniel Brooks' }] },
    ])
  })

  it.each([
    [0, 'must be at least 1'],
    [6, 'must be at most 5'],
    [4.5, 'a whole number'],
  ])('refuses a rating of %s: stars are a whole number from 1 to 5', (rating, _why) => {
    expect(problems([product(1, 'Mushrooms', { reviews: [review({ rating })] })])).toEqual([
      'product 1 "Mushrooms" → reviews[0].rating: write the stars as a whole number from 1 to 5',
    ])
  })

  it('refuses a review dated before the product came to the shop, saying which day that was', () => {
    expect(problems([product(1, 'Mushrooms', { reviews: [review(), review({ date: '2024-05-31' })] })])).toEqual([
      'product 1 "Mushrooms" → reviews[1].date: is before the product came to the shop (2024-06-01, its "added" day): write a later day — e.g. "date": "2024-07-14" (as in product 1 "Mushrooms")',
    ])
  })

  it('refuses a review without a name or words, and an empty list', () => {
    expect(problems([product(1, 'Mushrooms', { reviews: [review({ author: '', text: '   ' })] })])).toEqual([
      expect.stringMatching(/^product 1 "Mushrooms" → reviews\[0\]\.author: /),
      'product 1 "Mushrooms" → reviews[0].text: must hold words, not only spaces',
    ])
    expect(problems([product(1, 'Mushrooms', { reviews: [] })])).toEqual([
      'product 1 "Mushrooms" → reviews: needs at least one review; to show the sample reviews, leave "reviews" out',
    ])
  })

  it('refuses a typed count or average, which the reviews decide', () => {
    expect(problems([product(1, 'Mushrooms', { reviews: 24 })])).toEqual([
      'product 1 "Mushrooms" → reviews: is the list of the product\'s reviews, each { "author", "date", "rating", "text" }: the count is worked out from it',
    ])
    expect(problems([product(1, 'Mushrooms', { ratings: 4.3 })])).toEqual([
      'product 1 "Mushrooms" → ratings: "ratings" is worked out when the site is built: the average of the ratings in "reviews": remove it',
    ])
  })
})

describe("a product's SKU", () => {
  it('is its own: a second product with the same SKU is refused, naming both', () => {
    expect(
      problems([
        product(1, 'Mushrooms', { sku: 'GV-VEG-024' }),
        product(2, 'Kale', { sku: 'GV-VEG-002' }),
        product(3, 'Leeks', { sku: 'GV-VEG-024' }),
      ]),
    ).toEqual([
      'product 3 "Leeks" → sku: "GV-VEG-024" is already the sku of product 1 "Mushrooms" — give each product its own "sku"',
    ])
  })

  it('is written as capital letters and digits in groups joined by dashes', () => {
    expect(problems([product(1, 'Mushrooms', { sku: 'gv 24' })])).toEqual([
      'product 1 "Mushrooms" → sku: write a code such as "GV-FRU-001": capital letters and digits, in groups joined by dashes',
    ])
  })

  it('may be left out: the page then shows its shared SKU', () => {
    expect(problems([product(1, 'Mushrooms'), product(2, 'Kale')])).toEqual([])
  })
})

describe("a product's unit", () => {
  it("is one of the shop's units, which the message lists", () => {
    const units = SELLING_UNITS.map((unit) => `"${unit}"`).join(', ')
    expect(problems([product(1, 'Mushrooms', { unit: 'per crate' })])).toEqual([
      expect.stringContaining(`product 1 "Mushrooms" → unit: write one of the shop's units: ${units}`),
    ])
  })

  it('is required: every price says what it buys', () => {
    const { unit: _unit, ...withoutUnit } = product(1, 'Mushrooms')
    expect(problems([withoutUnit])).toEqual([expect.stringMatching(/^product 1 "Mushrooms" → unit: "unit" is missing/)])
  })
})

describe("a product's information rows", () => {
  it('each have a heading and a value; the list, when there, has a row', () => {
    expect(problems([product(1, 'Mushrooms', { additionalInfo: [{ label: 'Weight', value: '' }] })])).toEqual([
      expect.stringMatching(/^product 1 "Mushrooms" → additionalInfo\[0\]\.value: /),
    ])
    expect(problems([product(1, 'Mushrooms', { additionalInfo: [] })])).toHaveLength(1)
    const rows = [{ label: 'Weight', value: '250 g in a paper bag' }]
    expect(validate([product(1, 'Mushrooms', { additionalInfo: rows })]).records).toMatchObject([{ additionalInfo: rows }])
  })
})

describe('a product in a list', () => {
  it('carries what its card shows, not what only its own page shows, which every list page would load', () => {
    const [blueberries] = collectionRef('products').parse({ collection: 'products', ids: [1] })
    expect(blueberries).toMatchObject({ title: 'Wild Blueberries', unit: 'per punnet', reviews: 3, ratings: 4.7 })
    for (const pageOnly of ['customerReviews', 'additionalInfo', 'details', 'gallery', 'sku', 'categories', 'deliveryNote'])
      expect(blueberries).not.toHaveProperty(pageOnly)
    // Its own page has them all.
    const page = (collections.products.records as { id: number }[]).find((product) => product.id === 1)
    expect(page).toHaveProperty('customerReviews')
    expect(page).toHaveProperty('additionalInfo')
  })
})

describe("a product's own words", () => {
  const shop = collections.products.records as Product[]
  const shared = productDetailsProps.parse({})

  it("no two products share a paragraph of their description (their own, or the page's shared text)", () => {
    const owners = new Map<string, string[]>()
    for (const product of shop)
      for (const paragraph of [product.description ?? shared.summary, ...(product.details ?? shared.description)])
        owners.set(paragraph, [...(owners.get(paragraph) ?? []), product.title])
    expect([...owners.values()].filter((titles) => titles.length > 1)).toEqual([])
  })

  it('every product has categories of its own, and every dairy product its ingredients, allergens and storage', () => {
    expect(shop.filter((product) => !product.categories).map((product) => product.title)).toEqual([])
    for (const product of shop.filter((candidate) => candidate.category === 'dairy'))
      expect(product).toMatchObject({
        ingredients: expect.any(String),
        allergens: expect.any(String),
        storage: expect.any(String),
      })
  })

  it('a dairy product without its ingredients, allergens or storage is refused, saying what to add', () => {
    expect(problems([product(1, 'Kefir', { category: 'dairy', unit: 'per 500 ml', allergens: 'Milk' })])).toEqual([
      'product 1 "Kefir" → ingredients: is missing: a dairy product says its ingredients (add "ingredients")',
      'product 1 "Kefir" → storage: is missing: a dairy product says its storage (e.g. "Keep refrigerated") (add "storage")',
    ])
  })
})

describe("a product's options", () => {
  const size = (choices: unknown[]) => ({ name: 'Size', choices })
  const delivery = { name: 'Delivery', choices: [{ label: 'Weekly' }, { label: 'Fortnightly' }] }
  const small = { label: 'Small', price: '$28.00' }
  const large = { label: 'Large', price: '$42.00' }
  const box = (fields: Record<string, unknown>) => product(32, 'Harvest Box', { price: '$28.00', unit: 'per box', ...fields })

  it('are kept as the file gives them: a size with its prices and a delivery without', () => {
    const { problems: found, records } = validate([box({ options: [size([small, large]), delivery] })])
    expect(found).toEqual([])
    expect(records).toMatchObject([{ options: [size([small, large]), delivery] }])
  })

  it('are said at file:line:column, with the fix, when an option has nothing to choose from', () => {
    const text = productsText([box({ options: [size([])] })])
    const [problem] = validateCollectionFile(FILE, text, collections.products).problems
    const offset = text.indexOf('"choices": []') + '"choices": '.length
    const before = text.slice(0, offset).split('\n')
    expect(formatProblem(problem!)).toBe(
      `${FILE}:${before.length}:${before.at(-1)!.length + 1}  product 32 "Harvest Box" → options[0].choices: needs at least two choices to choose from, e.g. [{ "label": "Small", "price": "$28.00" }, { "label": "Large", "price": "$42.00" }]`,
    )
  })

  it.each([
    ['an empty list of options', [], 'options: has no options: add one, or remove "options"'],
    [
      'two options of one name',
      [size([small, large]), { ...delivery, name: 'Size' }],
      'options[1].name: is the name of option 1 too: give each option its own name',
    ],
    [
      'a choice twice',
      [size([small, { ...small, price: '$30.00' }])],
      'options[0].choices[1].label: is choice 1 of "Size" too: give each choice its own words',
    ],
    [
      'a price of nothing',
      [size([small, { ...large, price: '$0.00' }])],
      'options[0].choices[1].price: prices go from $0.01 to $10000.00: write one in that range',
    ],
    [
      'a negative price',
      [size([small, { ...large, price: '-$42.00' }])],
      'options[0].choices[1].price: write prices as "$12.00"',
    ],
    [
      'a price as a number',
      [size([small, { ...large, price: 42 }])],
      'options[0].choices[1].price: must be text in "double quotes", not the number 42',
    ],
    [
      'a choice without its price beside one with',
      [size([small, { label: 'Large' }])],
      'options[0].choices[1].price: is missing: every choice of "Size" has its price, as "Small" has $28.00',
    ],
    [
      'prices on two options',
      [size([small, large]), { name: 'Delivery', choices: [{ label: 'Weekly', price: '$28.00' }, { label: 'Fortnightly' }] }],
      'options[1].choices[0].price: only one option sets the price, and "Size" does: remove this price',
    ],
    [
      'a first choice at another price than the product',
      [size([{ ...small, price: '$30.00' }, large])],
      'price: must be the price of the first choice of "Size" ("Small", $30.00), the one chosen at first and shown on its cards: write "$30.00"',
    ],
    ['a choice without words', [size([{ label: '', price: '$28.00' }, large])], 'options[0].choices[0].label:'],
  ])('refuses %s, saying where and how to fix it', (_case, options, message) => {
    expect(problems([box({ options })])).toEqual([expect.stringContaining(`product 32 "Harvest Box" → ${message}`)])
  })

  it('are not on sale when they set the price', () => {
    expect(problems([box({ options: [size([small, large])], oldPrice: '$35.00' })])).toEqual([
      'product 32 "Harvest Box" → oldPrice: is for a product on sale, and one priced by its "Size" is not: remove "oldPrice"',
    ])
  })
})

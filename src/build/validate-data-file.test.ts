// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { collections } from '#data/collections.ts'
import { formatProblem } from '#page-model/problem.ts'
import { sampleProductRecord } from '#tests/unit/sample-records.ts'
import { validateCollectionFile, validateSiteFile } from './validate-data-file.ts'

const products = collections.products
const FILE = 'data/products.json'

const product = (id: number, title: string, fields: Record<string, unknown> = {}) => ({
  ...sampleProductRecord({ id, title, tags: ['Fresh', 'Fruit'], price: '$4.20' }),
  ...fields,
})

/** A products file as an editor would write it: pretty-printed, with its "$schema". */
const productsText = (records: unknown[]) => JSON.stringify({ $schema: './products.schema.json', products: records }, null, 2)

/** The fields a product record may hold, as the unknown-field message lists them. */
const PRODUCT_FIELDS = [
  'id',
  'title',
  'description',
  'details',
  'categories',
  'ingredients',
  'allergens',
  'storage',
  'deliveryNote',
  'thumb',
  'gallery',
  'tags',
  'months',
  'price',
  'options',
  'oldPrice',
  'unit',
  'category',
  'added',
  'sku',
  'additionalInfo',
  'reviews',
  'status',
  'publishOn',
]

const check = (text: string) => validateCollectionFile(FILE, text, products).problems.map(formatProblem)

/** 1-based line and column of the first occurrence of `needle` (after `after`, if given). */
function positionOf(text: string, needle: string, after = '') {
  const offset = text.indexOf(needle, text.indexOf(after))
  const before = text.slice(0, offset).split('\n')
  return `${before.length}:${before.at(-1)!.length + 1}`
}

describe('collection files', () => {
  it('accepts a valid file and gives its records', () => {
    const result = validateCollectionFile(FILE, productsText([product(1, 'Pears')]), products)
    expect(result.problems).toEqual([])
    expect(result.records).toMatchObject([{ id: 1, title: 'Pears' }])
  })

  it('names the record by id and title, in plain words, with a good value from another record', () => {
    const text = productsText([product(24, 'Pears', { price: '$3.10' }), product(25, 'Morello Cherries', { price: 7.4 })])
    expect(check(text)).toEqual([
      `${FILE}:${positionOf(text, '7.4')}  product 25 "Morello Cherries" → price: must be text in "double quotes", not the number 7.4 — e.g. "price": "$3.10" (as in product 24 "Pears")`,
    ])
  })

  it('says how a price is written when it is not in the form "$12.00"', () => {
    const text = productsText([product(1, 'Pears'), product(2, 'Morello Cherries', { price: '7,40 €' })])
    expect(check(text)).toEqual([
      `${FILE}:${positionOf(text, '"7,40 €"')}  product 2 "Morello Cherries" → price: write prices as "$12.00" — e.g. "price": "$4.20" (as in product 1 "Pears")`,
    ])
  })

  it('names a missing field at its record and shows one to copy', () => {
    const { title: _title, ...untitled } = product(2, '')
    const text = productsText([product(1, 'Pears'), untitled])
    expect(check(text)).toEqual([
      `${FILE}:${positionOf(text, '{\n      "id": 2')}  product 2 → title: "title" is missing — add it, e.g. "title": "Pears" (as in product 1)`,
    ])
  })

  it('lists the allowed values of a choice', () => {
    const text = productsText([product(1, 'Pears'), product(2, 'Kale', { category: 'greens' })])
    expect(check(text)).toEqual([
      `${FILE}:${positionOf(text, '"greens"')}  product 2 "Kale" → category: the text "greens" is not allowed here: use one of "fruit", "vegetables", "dairy" — e.g. "category": "fruit" (as in product 1 "Pears")`,
    ])
  })

  it('points at an unknown field and suggests the intended one', () => {
    const text = productsText([product(1, 'Pears', { titel: 'Pears' })])
    expect(check(text)[0]).toBe(
      `${FILE}:${positionOf(text, '"titel"')}  product 1 "Pears" → titel: unknown field "titel" — did you mean "title"? allowed here: ${PRODUCT_FIELDS.join(', ')}`,
    )
  })

  it('names both records of a repeated id and offers a free one', () => {
    const text = productsText([product(1, 'Pears'), product(2, 'Kale'), product(1, 'Leeks')])
    expect(check(text)).toEqual([
      `${FILE}:${positionOf(text, '1', '"id": 1,\n      "title": "Leeks"')}  product 1 "Leeks": id 1 is already used by product 1 "Pears" — give this product an unused id, e.g. 3`,
    ])
  })

  it('names a record without a usable id by its position', () => {
    const text = productsText([product(1, 'Pears'), { ...product(2, 'Kale'), id: 'two' }])
    expect(check(text)).toEqual([
      `${FILE}:${positionOf(text, '"two"')}  product at position 2 "Kale" → id: must be a number, not the text "two" — e.g. "id": 1 (as in product 1 "Pears")`,
    ])
  })

  it('explains the file format to a file that is still a bare list of records', () => {
    expect(check(JSON.stringify([product(1, 'Pears')]))).toEqual([
      `${FILE}:1:1  the records must sit under "products" — write { "$schema": "./products.schema.json", "products": [ …the records… ] }`,
    ])
  })

  it('refuses a price the shop cannot mean: between $0.01 and $10000.00', () => {
    const text = productsText([product(1, 'Pears'), product(2, 'Plums', { price: '$99999999999999999999.99' })])
    expect(check(text)).toEqual([
      `${FILE}:${positionOf(text, '"$9999')}  product 2 "Plums" → price: prices go from $0.01 to $10000.00: write one in that range — e.g. "price": "$4.20" (as in product 1 "Pears")`,
    ])
    expect(check(productsText([product(1, 'Pears', { price: '$0.00' })]))).toHaveLength(1)
    expect(check(productsText([product(1, 'Pears', { price: '$0.01', oldPrice: '$10000.00' })]))).toEqual([])
  })

  it('accepts a sale: an earlier price above the price, and works out the badge and the discount from the two', () => {
    const result = validateCollectionFile(
      FILE,
      productsText([product(1, 'Pears', { price: '$5.20', oldPrice: '$6.50' })]),
      products,
    )
    expect(result.problems).toEqual([])
    expect(result.records).toMatchObject([{ price: '$5.20', oldPrice: '$6.50', onSale: true, discount: 20 }])
  })

  it('a product without an earlier price is not on sale', () => {
    const result = validateCollectionFile(FILE, productsText([product(1, 'Pears')]), products)
    expect(result.records).toMatchObject([{ oldPrice: null, onSale: false, discount: 0 }])
  })

  it('rounds the discount to the nearest percent: $1.90 instead of $2.40 is -21%', () => {
    const result = validateCollectionFile(
      FILE,
      productsText([product(1, 'Corn', { price: '$1.90', oldPrice: '$2.40' })]),
      products,
    )
    expect(result.records).toMatchObject([{ discount: 21 }])
  })

  it('refuses an earlier price that is not above the price, and says how to end the sale', () => {
    const text = productsText([product(1, 'Pears'), product(2, 'Plums', { price: '$6.50', oldPrice: '$6.50' })])
    expect(check(text)).toEqual([
      `${FILE}:${positionOf(text, '"$6.50"', '"oldPrice"')}  product 2 "Plums" → oldPrice: must be above the price ($6.50): it is the price before the sale; remove it to end the sale`,
    ])
    expect(check(productsText([product(1, 'Pears', { price: '$6.50', oldPrice: '$5.00' })]))).toHaveLength(1)
  })

  it('refuses "oldPrice": null: a product not on sale leaves it out', () => {
    const text = productsText([product(1, 'Pears', { oldPrice: null })])
    expect(check(text)).toEqual([
      `${FILE}:${positionOf(text, 'null')}  product 1 "Pears" → oldPrice: is only for a product on sale: leave "oldPrice" out when it is not (remove the line)`,
    ])
  })

  it('refuses a typed discount or "onSale", which the build works out', () => {
    const discounted = productsText([product(1, 'Pears', { price: '$5.20', oldPrice: '$6.50', discount: 25 })])
    expect(check(discounted)).toEqual([
      `${FILE}:${positionOf(discounted, '"discount"')}  product 1 "Pears" → discount: "discount" is worked out from the two prices when the site is built: remove it`,
    ])
    const flagged = productsText([product(1, 'Pears', { onSale: true })])
    expect(check(flagged)).toEqual([
      `${FILE}:${positionOf(flagged, '"onSale"')}  product 1 "Pears" → onSale: "onSale" is worked out when the site is built: a product is on sale while it has an "oldPrice": remove it`,
    ])
  })

  it('refuses a price written as a number, with the form to use', () => {
    const text = productsText([product(1, 'Pears', { oldPrice: 6.5, price: '$5.20' })])
    expect(check(text)[0]).toContain('→ oldPrice: must be text in "double quotes", not the number 6.5')
  })

  it('names a field called "constructor" or "toString" by its name, as any unknown field', () => {
    const text = productsText([product(1, 'Pears', { constructor: 1, toString: 2 })])
    expect(check(text)).toEqual([
      `${FILE}:${positionOf(text, '"constructor"')}  product 1 "Pears" → constructor: unknown field "constructor" (and "toString"); allowed here: ${PRODUCT_FIELDS.join(', ')}`,
    ])
  })

  it('refuses control characters in a name: NUL and BEL would be written into the pages', () => {
    const text = productsText([product(1, 'Pears'), product(2, 'Plu\u0000ms\u0007')])
    expect(check(text)).toEqual([
      `${FILE}:${positionOf(text, '"Plu')}  product 2 "Plu\\u0000ms\\u0007" → title: holds the invisible control character U+0000 at character 4: remove it — e.g. "title": "Pears" (as in product 1)`,
    ])
    const bell = productsText([product(1, 'Pears'), product(2, 'Plums\u0007')])
    expect(check(bell)).toEqual([
      `${FILE}:${positionOf(bell, '"Plums')}  product 2 "Plums\\u0007" → title: holds the invisible control character U+0007 at character 6: remove it — e.g. "title": "Pears" (as in product 1)`,
    ])
  })

  it('refuses a right-to-left override or a zero-width character in a name: the cart and the tab would show it reversed', () => {
    const reversed = productsText([product(1, 'Pears'), product(2, 'Plums \u202Emuirp')])
    expect(check(reversed)).toEqual([
      `${FILE}:${positionOf(reversed, '"Plums')}  product 2 "Plums \u202Emuirp" → title: holds the invisible character U+202E (right-to-left override) at character 7: remove it (it changes how the text around it is shown, e.g. reversed) — e.g. "title": "Pears" (as in product 1)`,
    ])
    for (const hidden of ['\u200B', '\u200D', '\u2066', '\u2069', '\uFEFF', '\u202A']) {
      const text = productsText([product(1, 'Pears'), product(2, `Plu${hidden}ms`)])
      expect(check(text)[0], JSON.stringify(hidden)).toMatch(
        /→ title: holds the invisible character U\+[0-9A-F]{4} \(.+\) at character 4: remove it/,
      )
    }
  })

  it('refuses a title longer than a card can show, naming the record by its first words', () => {
    const text = productsText([product(1, 'Pears'), product(2, 'x'.repeat(10_000))])
    expect(check(text)).toEqual([
      `${FILE}:${positionOf(text, '"xxx')}  product 2 "${'x'.repeat(39)}…" → title: is 10000 characters long: at most 100 fit here, shorten it — e.g. "title": "Pears" (as in product 1)`,
    ])
  })

  it('refuses a 900 KB description', () => {
    const text = productsText([
      product(1, 'Pears', { description: 'Sweet.' }),
      product(2, 'Plums', { description: 'y'.repeat(900_000) }),
    ])
    expect(check(text)).toEqual([
      `${FILE}:${positionOf(text, '"yyy')}  product 2 "Plums" → description: is 900000 characters long: at most 400 fit here, shorten it — e.g. "description": "Sweet." (as in product 1 "Pears")`,
    ])
  })

  it('refuses a title of spaces only, where a title is required', () => {
    const text = productsText([product(1, 'Pears'), product(2, '   ')])
    expect(check(text)).toEqual([
      `${FILE}:${positionOf(text, '"   "')}  product 2 "   " → title: must hold words, not only spaces — e.g. "title": "Pears" (as in product 1)`,
    ])
  })

  it('a line break in a one-line text is named; a paragraph may hold one', () => {
    const text = productsText([product(1, 'Pears', { details: ['One.\nTwo.'] }), product(2, 'Pl\nums')])
    expect(check(text)).toEqual([
      `${FILE}:${positionOf(text, '"Pl')}  product 2 "Pl\\nums" → title: holds a line break at character 3 (this text is one line): remove it — e.g. "title": "Pears" (as in product 1)`,
    ])
  })

  const posts = collections['blog-posts']
  const postsFile = 'data/blog-posts.json'
  const post = (id: number, fields: Record<string, unknown>) => ({
    id,
    thumb: '/art/blog/post-1.webp',
    thumbFull: '/art/blog/post-1.webp',
    title: `Post ${id}`,
    date: '2024-12-28',
    author: 'Admin',
    description: 'One sentence.',
    category: 'The Dairy',
    tags: ['Cheese'],
    comments: [],
    ...fields,
  })
  const postsText = (records: unknown[]) =>
    JSON.stringify({ $schema: './blog-posts.schema.json', 'blog-posts': records }, null, 2)

  it('a post has one date, written as its ISO day; another form or a second date is refused with how to write it', () => {
    const text = postsText([
      post(1, {}),
      post(2, { date: '28 Dec 2024' }),
      post(3, { date: '2024-02-30' }),
      post(4, { full_date: '28 Dec 2024' }),
    ])
    const problems = validateCollectionFile(postsFile, text, posts).problems.map(formatProblem)
    expect(problems).toEqual([
      `${postsFile}:${positionOf(text, '"28 Dec 2024"')}  post 2 "Post 2" → date: write the day as "2024-06-15" (year-month-day) — e.g. "date": "2024-12-28" (as in post 1 "Post 1")`,
      `${postsFile}:${positionOf(text, '"2024-02-30"')}  post 3 "Post 3" → date: write the day as "2024-06-15" (year-month-day) — e.g. "date": "2024-12-28" (as in post 1 "Post 1")`,
      expect.stringContaining(
        `${postsFile}:${positionOf(text, '"full_date"')}  post 4 "Post 4" → full_date: unknown field "full_date"`,
      ),
    ])
  })

  it('a post has 1 to 4 tags, each once and with words; each comment is dated on or after its post', () => {
    const comment = (date: string) => ({ author: 'Ruth Sanders', date, text: 'Lovely.' })
    const text = postsText([
      post(1, { comments: [comment('2024-12-28'), comment('2025-01-03')] }),
      post(2, { tags: [] }),
      post(3, { tags: ['Cheese', ''] }),
      post(4, { tags: ['Jersey Cows', 'Milking', 'jersey cows'] }),
      post(5, { tags: ['A', 'B', 'C', 'D', 'E'] }),
      post(6, { tags: ['—'] }),
      post(7, { comments: [comment('2024-12-30'), comment('2024-12-27')] }),
      post(8, { comments: 3 }),
    ])
    const problems = validateCollectionFile(postsFile, text, posts).problems.map(formatProblem)
    expect(problems).toEqual([
      expect.stringContaining(`post 2 "Post 2" → tags: needs at least one tag: a word a reader would look for, e.g. ["Cheese"]`),
      `${postsFile}:${positionOf(text, '""')}  post 3 "Post 3" → tags[1]: must not be empty — e.g. "Cheese" (as in post 3 "Post 3")`,
      `${postsFile}:${positionOf(text, '"jersey cows"')}  post 4 "Post 4" → tags[2]: is tag 1 again ("Jersey Cows"): each tag once; remove this one or write another — e.g. "Milking" (as in post 4 "Post 4")`,
      expect.stringContaining(`post 5 "Post 5" → tags: has more than 4 tags: keep the four a reader would most look for`),
      expect.stringContaining(
        `post 6 "Post 6" → tags[0]: needs a letter or a digit, since the address of its list of posts is made of them: write words such as "Cheese"`,
      ),
      `${postsFile}:${positionOf(text, '"2024-12-27"')}  post 7 "Post 7" → comments[1].date: is before the post’s own date (2024-12-28): a comment comes on or after the day its post appears; write "2024-12-28" or a later day — e.g. "date": "2024-12-30" (as in post 7 "Post 7")`,
      expect.stringContaining(`post 8 "Post 8" → comments: is the list of comments, not their count (the site counts them)`),
    ])
  })

  it('every data file of the site is valid', () => {
    for (const collection of Object.values(collections)) {
      const text = readFileSync(join(process.cwd(), collection.file), 'utf8')
      expect(validateCollectionFile(collection.file, text, collection).problems, collection.file).toEqual([])
    }
  })
})

describe('entries inside a record', () => {
  const farmers = collections.farmers
  const farmer = (entries: { skill?: Record<string, unknown>; line?: Record<string, unknown> } = {}) => ({
    id: 1,
    name: 'Daniel Whitmore',
    phone: '+1 (555) 010-2041',
    title: 'Farmer of tomatoes',
    thumb: '/art/people/farmer-1.webp',
    skillProgress: [
      { title: 'Cereals', end: 88 },
      { title: 'Fruit', end: 95, ...entries.skill },
    ],
    memberData: [{ listTitle: 'Main Skills', memberInfo: [{ title: 'Focus', description: 'Tomatoes', ...entries.line }] }],
  })
  const farmersText = (record: unknown) => JSON.stringify({ $schema: './farmers.schema.json', farmers: [record] }, null, 2)

  it('numbers skills, groups and their lines by their place in the list, so none is typed', () => {
    const result = validateCollectionFile('data/farmers.json', farmersText(farmer()), farmers)
    expect(result.problems).toEqual([])
    expect(result.records).toMatchObject([
      {
        skillProgress: [
          { id: 1, title: 'Cereals' },
          { id: 2, title: 'Fruit' },
        ],
        memberData: [{ id: 1, memberInfo: [{ id: 1, title: 'Focus' }] }],
      },
    ])
  })

  it('refuses a typed id in an entry, and says why', () => {
    const text = farmersText(farmer({ skill: { id: 7 } }))
    expect(validateCollectionFile('data/farmers.json', text, farmers).problems.map(formatProblem)).toEqual([
      `data/farmers.json:${positionOf(text, '"id": 7')}  farmer 1 "Daniel Whitmore" → skillProgress[1].id: "id" is given to each entry when the site is built, by its place in the list: remove it`,
    ])
    const inLine = farmersText(farmer({ line: { id: 1 } }))
    expect(validateCollectionFile('data/farmers.json', inLine, farmers).problems).toHaveLength(1)
  })
})

describe('data/site.json', () => {
  const site = readFileSync(join(process.cwd(), 'data/site.json'), 'utf8')

  it('names a menu entry by its label', () => {
    const text = site.replace(
      '{ "label": "Our Farm Story", "href": "/home-2" }',
      '{ "label": "Our Farm Story", "href": "home-2" }',
    )
    expect(validateSiteFile('data/site.json', text).problems.map(formatProblem)).toEqual([
      `data/site.json:${positionOf(text, '"home-2"')}  menu "Home" → children[1].href: must be a site path such as /about-us (optionally with ?query and #anchor), tel:, mailto: or https:// — e.g. "href": "/"`,
    ])
  })

  it('gives the settings when the file is valid', () => {
    expect(validateSiteFile('data/site.json', site).site?.name).toBe('Green Valley Organic Farm')
  })
})

describe('odd data files', () => {
  const lines = (text: string) => check(text)

  it('an empty file is one problem at 1:1', () => {
    expect(lines('')).toEqual([`${FILE}:1:1  JSON syntax error: the file is empty`])
    expect(lines(' \n')).toEqual([`${FILE}:1:1  JSON syntax error: the file is empty`])
  })

  it('a byte-order mark is ignored', () => {
    expect(lines(`\uFEFF${productsText([product(1, 'Pears')])}`)).toEqual([])
  })

  it('a stray ",," is a syntax error at the second comma', () => {
    expect(lines('{\n  "products": [\n    1,,\n    2\n  ]\n}')).toEqual([
      `${FILE}:3:7  JSON syntax error: expected a value (is there a trailing comma or a missing value?)`,
    ])
  })

  it('a syntax error is the one problem of its file, even where the parser reads several', () => {
    // A missing comma and, further on, a stray one: the first is what to fix, and fixing it may fix the rest.
    expect(lines('{\n  "products": [\n    1\n    2,,\n  ]\n}')).toEqual([
      `${FILE}:3:6  JSON syntax error: a comma is missing — add a comma after 1`,
    ])
  })

  it('3,000 nested [ are one problem where the nesting passes the limit, before anything can overflow the stack', () => {
    const text = `{\n  "products": [\n    ${'['.repeat(3000)}${']'.repeat(3000)}\n  ]\n}`
    // The first level past 64 is the 63rd [ of the line (the object and "products" are the first two levels).
    expect(lines(text)).toEqual([
      `${FILE}:3:67  nested too deeply: 3002 levels of { } and [ ]; the most a page or data file needs is 7, and 64 are allowed — a bracket is probably repeated from here on: close each { and [ once`,
    ])
  })

  it('a repeated key is a problem at the second one, not a silent overwrite', () => {
    const text = `{\n  "products": [\n    {\n      "id": 1,\n      "title": "Early Carrots",\n      "title": "Late Carrots"\n    }\n  ]\n}`
    expect(lines(text)).toEqual([`${FILE}:6:7  "title" appears twice in this object (first at line 5); keep one`])
  })
})

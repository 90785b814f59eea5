/**
 * Zod schemas of the records in data/ (the specification's entities). Views import the inferred
 * types (type-only); the schemas themselves run only at build and validation time.
 */
import { z } from 'zod'
import { priceTextToCents, salePercent } from '#lib/money.ts'
import { SELLING_UNITS } from '#lib/selling-units.ts'
import { slugOf } from '#lib/slug.ts'

/**
 * The most characters each kind of text may have, sized from where the site shows it (decision 170): a text
 * longer than its place breaks the layout. Every real text fits with room to spare.
 */
export const TEXT_MAX = {
  /** A few words on a button, link, badge, tab or label; a name, a date, a phone number: one line on a phone. */
  label: 60,
  /** A heading: a section's, a card's, a record's title. */
  title: 100,
  /** A page's tab title: search results show about 60–70 characters of it. */
  pageTitle: 70,
  /** A page's meta description: search results show about 160 characters; a little more is cut, not wrong. */
  pageDescription: 200,
  /** One or two sentences: a card's description, a lead under a heading, a picture's text alternative. */
  sentence: 400,
  /** One paragraph of an article, a story, an answer, a review (about 500 words). */
  paragraph: 3000,
} as const

/** Control characters no page shows: C0 (but tab and line feed in multi-line text), DEL and C1. */
const LINE_CHARACTERS = '[^\\u0000-\\u001F\\u007F-\\u009F]'
const MULTILINE_CHARACTERS = '[^\\u0000-\\u0008\\u000B-\\u001F\\u007F-\\u009F]'
/** Not only spaces (an empty text is left to the length check), and no control character. */
const LINE_TEXT = new RegExp(`^(?!\\s+$)${LINE_CHARACTERS}*$`)
const MULTILINE_TEXT = new RegExp(`^(?!\\s+$)${MULTILINE_CHARACTERS}*$`)

/** How a character no text may hold reads in a message: "a line break", "the control character U+0007". */
function characterInWords(character: string): string {
  if (character === '\n') return 'a line break'
  if (character === '\r') return 'a carriage return'
  if (character === '\t') return 'a tab'
  return `the invisible control character U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`
}

/** The message of the text rule: what is wrong with this text (a control character, or only spaces). */
function textRuleMessage(multiline: boolean) {
  const allowed = new RegExp(multiline ? MULTILINE_CHARACTERS : LINE_CHARACTERS)
  return (issue: { input?: unknown }): string => {
    const text = typeof issue.input === 'string' ? issue.input : ''
    const index = [...text].findIndex((character) => !allowed.test(character))
    if (index < 0) return 'must hold words, not only spaces'
    const character = [...text][index]!
    const oneLine = multiline || !/[\t\n]/.test(character) ? '' : ' (this text is one line)'
    return `holds ${characterInWords(character)} at character ${index + 1}${oneLine}: remove it`
  }
}

export interface TextOptions {
  /** The most characters: one of TEXT_MAX, by where the text shows. */
  max: number
  /** Paragraphs may hold line breaks and tabs; every other text is one line. */
  multiline?: boolean
  /** For settings that say "empty for none": "" is allowed (only spaces still is not). */
  canBeEmpty?: boolean
}

/**
 * Any text a page or data file holds: at most `max` characters, never only spaces, no control characters
 * (C0, DEL, C1; tab and line feed only in multi-line text); not empty unless `canBeEmpty`. The generated
 * JSON Schema carries the same rules (minLength, maxLength, pattern), so the page editor and editors'
 * autocomplete see them.
 */
export function text({ max, multiline = false, canBeEmpty = false }: TextOptions) {
  const sized = canBeEmpty ? z.string().max(max) : z.string().min(1).max(max)
  return sized.regex(multiline ? MULTILINE_TEXT : LINE_TEXT, { error: textRuleMessage(multiline) })
}

/** One line of text of at most `max` characters (a label's length unless said): a title, a name, a button's words. */
export const line = (max: number = TEXT_MAX.label, options: Omit<TextOptions, 'max' | 'multiline'> = {}) =>
  text({ max, ...options })

/** A paragraph: up to TEXT_MAX.paragraph characters, line breaks allowed. */
export const paragraph = (options: Omit<TextOptions, 'max' | 'multiline'> = {}) =>
  text({ max: TEXT_MAX.paragraph, multiline: true, ...options })

export const recordId = z.int().positive().describe('Numeric id, unique in its collection; used in URLs')

/** One folder or file name in a site path: lower-case letters, digits and dashes. */
const SEGMENT = '[a-z0-9]+(?:-[a-z0-9]+)*'

/**
 * A file shipped in public/: "/" then names of lower-case letters, digits, ".", "_" and "-", none
 * starting with "." (no "..", no hidden files) and no empty one (no "//", which a browser reads as
 * another host), ending in one of `extensions`. So never another site, nor a data: or javascript: address.
 */
const publicFile = (extensions: string) => new RegExp(`^(?:/[a-z0-9_-][a-z0-9._-]*)+\\.(${extensions})$`)

/** A picture shipped in public/, e.g. "/art/products/pears.webp". */
export const imagePath = z
  .string()
  .regex(publicFile('svg|png|jpg|webp'), 'must be a file in public/ such as /art/products/pears.webp')
  .refine((path) => !path.includes('..'), 'must not contain ".."')
  .describe('Path of an image shipped in public/, e.g. /art/products/pears.webp')

/** A video shipped in public/, named as pictures are: e.g. videoPath('webm') for "/video/benefits.webm". */
export const videoPath = (extension: 'webm' | 'mp4') =>
  z
    .string()
    .regex(publicFile(extension), `must be a file in public/ ending in .${extension}, such as /video/benefits.${extension}`)
    .refine((path) => !path.includes('..'), 'must not contain ".."')

/** A picture social networks and search engines can show when a page is shared: not SVG, which they do not read. */
export const sharePicturePath = imagePath
  .refine((path) => !path.endsWith('.svg'), 'must be a .jpg, .png or .webp file: link previews do not show SVG pictures')
  .describe('Picture shown when the page is shared (link previews): a .jpg, .png or .webp in public/, best 1200 px wide')

/** An https: address on a named host, e.g. https://www.facebook.com/greenvalley (no user, port or IP number). */
const HTTPS_URL = /^https:\/\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*\.[a-z]{2,}(?:\/[^\s"'<>\\]*)?$/

export const httpsUrl = z
  .string()
  .regex(HTTPS_URL, 'must be an https:// address on a named host, such as https://www.facebook.com/')
  .describe('A full https:// address, e.g. https://www.facebook.com/')

/**
 * Where a link may go: a page of this site ("/", "/about-us", "/blog-single/1", with an optional
 * ?query and #anchor, and a trailing "/" for link prefixes such as "/blog-single/"), a phone number
 * (tel:), an e-mail address (mailto:) or an https:// address. Never "//host" (another site) or a
 * script: scheme.
 */
const SITE_LINK = new RegExp(
  [
    `^/(?:${SEGMENT}(?:/${SEGMENT})*/?)?(?:\\?[A-Za-z0-9._~=&%+-]*)?(?:#[A-Za-z0-9._~-]+)?$`,
    '^tel:\\+?[0-9][0-9 ().-]{2,}$',
    '^mailto:[A-Za-z0-9._%+-]+@[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.[a-z]{2,}(?:\\?[A-Za-z0-9._~=&%+-]*)?$',
    HTTPS_URL.source,
  ].join('|'),
)

/**
 * A link shown on the site, e.g. "/about-us", "/blog-standard?page=2", "/#faq", "tel:+15550102030".
 * Validation checks that every such field leads to a page (src/build/site-links.ts).
 */
export const sitePath = z
  .string()
  .regex(SITE_LINK, 'must be a site path such as /about-us (optionally with ?query and #anchor), tel:, mailto: or https://')
  .describe('A page of this site, e.g. /about-us or /#faq; or a tel:, mailto: or https:// link')

/**
 * Whether a schema is a link field: `sitePath`, or a copy of it made by .describe(), .default() and the
 * like, which all keep its pattern check.
 */
export function isSiteLinkSchema(schema: z.ZodType): boolean {
  const checks = (schema as unknown as { _zod: { def: { checks?: { _zod: { def: { pattern?: unknown } } }[] } } })._zod.def.checks
  return checks?.some((check) => check._zod.def.pattern === SITE_LINK) ?? false
}

/** The path of a page file: "/" or lower-case segments, each a name or a ":param", e.g. "/shop-single/:id". */
export const pagePath = z
  .string()
  .regex(
    new RegExp(`^/$|^(?:/(?:${SEGMENT}|:[a-z][a-zA-Z0-9]*\\??))+$`),
    'a path such as "/about-us" or "/shop-single/:id": lower-case letters, digits and dashes between single slashes',
  )
  .describe('The route, e.g. "/about-us"; ":name" marks a parameter, e.g. "/shop-single/:id"; ":name?" one that may be left out')

/** A price as shown, "$12.00": from $0.01 to $10000.00, a sane ceiling for a farm shop's basket line. */
export const MAX_PRICE = '$10000.00'
const PRICE_FORM = /^\$\d+\.\d{2}$/
/** A money field; `whenNull` is its message for null (a field that may be left out says so). */
const money = (whenNull?: string) =>
  z
    .string({ error: (issue) => (issue.input === null ? whenNull : undefined) })
    .regex(/^\$(?!0\.00$)(?:(?:0|[1-9]\d{0,3})\.\d{2}|10000\.00)$/, {
      error: (issue) =>
        typeof issue.input === 'string' && PRICE_FORM.test(issue.input)
          ? `prices go from $0.01 to ${MAX_PRICE}: write one in that range`
          : 'write prices as "$12.00"',
    })
    .describe(`Price as shown, e.g. "$12.00" (from $0.01 to ${MAX_PRICE})`)
export const priceText = money()

/**
 * The error of a record whose file holds a field the build works out (decision 203): which field, why it is
 * not written, and to remove it. Other unknown fields keep the usual "unknown field" message.
 */
function workedOutFields(why: Record<string, string>) {
  return (issue: { code?: string | undefined; keys?: string[] | undefined }) => {
    if (issue.code !== 'unrecognized_keys') return undefined
    const [key = '', ...more] = issue.keys ?? []
    if (!(key in why)) return undefined
    const others = more.length ? ` (and remove ${more.map((k) => `"${k}"`).join(', ')} too)` : ''
    return `"${key}" ${why[key]}: remove it${others}`
  }
}

/**
 * A list whose entries are numbered when the site is built, 1, 2, 3… in file order (the views key and
 * label them by it), so an editor never types or renumbers an id (decision 203).
 */
function numberedList<S extends z.ZodObject>(entry: S) {
  return z.array(entry).transform((entries) => entries.map((fields, index) => ({ id: index + 1, ...fields })))
}

const NUMBERED_ENTRY = { id: 'is given to each entry when the site is built, by its place in the list' }

/** A day as the data files write it, "2024-12-28" (a real day; time zones never move it). */
const isoDay = () => z.iso.date({ error: 'write the day as "2024-06-15" (year-month-day)' })

/**
 * A post's category or one of its tags: a short label with a letter or a digit, since its list's address is
 * made of them ("Soil & Crops" → /blog-with-sidebar?category=soil-crops, src/lib/slug.ts).
 */
const postLabel = (example: string) =>
  line(TEXT_MAX.label).refine((label) => label.trim() === '' || slugOf(label) !== '', {
    error: `needs a letter or a digit, since the address of its list of posts is made of them: write words such as "${example}"`,
  })

/** One reader's comment under a post, shown in file order. */
const postComment = z.strictObject({
  author: line(TEXT_MAX.label).describe('The reader’s name as shown, e.g. "Ruth Sanders"'),
  date: isoDay().describe('The day it was written, e.g. "2024-12-26": on or after the post’s date'),
  text: paragraph().describe('What they wrote: one or more sentences'),
})

export const blogPostSchema = z
  .strictObject({
    id: recordId,
    thumb: imagePath.describe('Picture on the post cards, e.g. /art/blog/post-1.webp'),
    thumbFull: imagePath.describe('Big picture at the top of the post'),
    title: line(TEXT_MAX.title).describe('Title of the post'),
    date: isoDay().describe(
      'The day the post was published, e.g. "2024-12-28": the site shows it as "28 Dec 2024" and on the date badge',
    ),
    author: line(TEXT_MAX.label).describe('Who wrote it, e.g. "Emma Hartley" or "Admin"'),
    description: line(TEXT_MAX.sentence).describe('One or two sentences under the title on the cards'),
    category: postLabel('The Dairy').describe(
      'The one subject the post is filed under, e.g. "The Dairy": the sidebar lists each category with its posts',
    ),
    tags: z
      .array(postLabel('Cheese').describe('A word or two, in Title Case, e.g. "Jersey Cows"'))
      .min(1, { error: 'needs at least one tag: a word a reader would look for, e.g. ["Cheese"]' })
      .max(4, { error: 'has more than 4 tags: keep the four a reader would most look for' })
      .describe(
        '1 to 4 words a reader may look for, e.g. ["Cheese", "Jersey Cows"]: shown under the post, each a link to its posts',
      ),
    comments: z
      .array(postComment, {
        error: (issue) =>
          typeof issue.input === 'number'
            ? 'is the list of comments, not their count (the site counts them): write [] for none, or one { "author", "date", "text" } for each'
            : undefined,
      })
      .describe('Readers’ comments shown under the post, in this order; the cards and the post count them'),
  })
  .superRefine((post, context) => {
    const firstOfSlug = new Map<string, number>()
    post.tags.forEach((tag, index) => {
      const slug = slugOf(tag)
      const first = firstOfSlug.get(slug)
      if (first === undefined) {
        firstOfSlug.set(slug, index)
        return
      }
      context.addIssue({
        code: 'custom',
        path: ['tags', index],
        input: tag,
        message: `is tag ${first + 1} again ("${post.tags[first]}"): each tag once; remove this one or write another`,
      })
    })
    post.comments.forEach((comment, index) => {
      // ISO days compare as text.
      if (comment.date < post.date)
        context.addIssue({
          code: 'custom',
          path: ['comments', index, 'date'],
          input: comment.date,
          message: `is before the post’s own date (${post.date}): a comment comes on or after the day its post appears; write "${post.date}" or a later day`,
        })
    })
  })
export type BlogPost = z.output<typeof blogPostSchema>

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
    thumb: imagePath.describe('Photo on the product cards and in the cart, e.g. /art/products/blueberries.webp'),
    gallery: z.array(imagePath).min(1).describe('Images of the product page carousel and lightbox, thumb first'),
    tags: z.tuple([line(TEXT_MAX.label), line(TEXT_MAX.label)]).describe('Two words shown above the title'),
    price: priceText,
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
    added: isoDay().describe(
      'The day the product came to the shop, e.g. "2024-06-15": the order of the shop\'s "Latest" sort, shown nowhere',
    ),
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
  },
  {
    error: workedOutFields({
      onSale: 'is worked out when the site is built: a product is on sale while it has an "oldPrice"',
      discount: 'is worked out from the two prices when the site is built',
      ratings: 'is worked out when the site is built: the average of the ratings in "reviews"',
    }),
  },
)

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
export type ListedProduct = Omit<Product, 'details' | 'gallery' | 'sku' | 'additionalInfo' | 'customerReviews'>

export function listedProduct(product: Product): ListedProduct {
  const { details: _details, gallery: _gallery, sku: _sku, additionalInfo: _rows, customerReviews: _reviews, ...listed } = product
  return listed
}

export const farmerSchema = z.strictObject({
  id: recordId,
  name: line(TEXT_MAX.label).describe('Full name, e.g. "Daniel Whitmore"'),
  phone: line(TEXT_MAX.label).describe('Phone number as shown, e.g. "+1 (555) 010-2041"'),
  title: line(TEXT_MAX.label).describe('e.g. "Farmer of tomatoes"'),
  thumb: imagePath.describe('Portrait, e.g. /art/people/farmer-1.webp'),
  skillProgress: numberedList(
    z.strictObject(
      {
        title: line(TEXT_MAX.label).describe('Skill, e.g. "Cereals"'),
        end: z.int().min(0).max(100).describe('How full the bar fills, in percent'),
      },
      { error: workedOutFields(NUMBERED_ENTRY) },
    ),
  ).describe('Skill bars on the profile page'),
  memberData: numberedList(
    z.strictObject(
      {
        listTitle: line(TEXT_MAX.label).describe('e.g. "Main Skills"'),
        memberInfo: numberedList(
          z.strictObject(
            {
              title: line(TEXT_MAX.label).describe('Bold first words, e.g. "Focus"'),
              description: line(TEXT_MAX.sentence).describe('The rest of the line'),
            },
            { error: workedOutFields(NUMBERED_ENTRY) },
          ),
        ).describe('The lines of the group'),
      },
      { error: workedOutFields(NUMBERED_ENTRY) },
    ),
  ).describe('Groups of lines on the profile page'),
})
export type Farmer = z.output<typeof farmerSchema>

/** Staff and volunteers of the farm (the /team pages): a farmer's fields plus the group they belong to. */
export const teamMemberSchema = farmerSchema.extend({
  title: line(TEXT_MAX.label).describe('Role on the farm, e.g. "Head cheesemaker"'),
  group: z.enum(['staff', 'volunteer']).describe('Which list of the team page shows the person'),
})
export type TeamMember = z.output<typeof teamMemberSchema>

export const testimonialSchema = z.strictObject({
  id: recordId,
  thumb: imagePath.describe('Portrait of the customer, square'),
  testimonial: paragraph().describe('What the customer said'),
  name: line(TEXT_MAX.label).describe('Who said it'),
  designation: line(TEXT_MAX.label).describe('Line under the name, e.g. "Customer since 2016"'),
  ratings: z.number().min(0).max(5).describe('Stars, shown as full, half or empty'),
})
export type Testimonial = z.output<typeof testimonialSchema>

export const serviceSchema = z.strictObject({
  id: recordId,
  title: line(TEXT_MAX.title).describe('Name of the service, e.g. "Dairy Production"'),
  description: line(TEXT_MAX.sentence).describe('One or two sentences on the service cards'),
  thumb: imagePath.describe('Picture on the service cards'),
  thumbFull: imagePath.describe('Big picture on the service page'),
  icon: imagePath.describe('Small icon on the cards, e.g. /art/icons/glass-of-milk.webp'),
  category: line(TEXT_MAX.label).describe('Label on the carousel cards, e.g. "Dairy"'),
  imageAlt: line(TEXT_MAX.sentence).describe('Text alternative of the picture on the service page'),
  body: z.array(paragraph()).min(1).describe('Paragraphs of the service page, under the picture'),
  includes: z.array(line(TEXT_MAX.sentence)).min(1).describe('What the service includes: one line per item'),
})
export type Service = z.output<typeof serviceSchema>

export const projectSchema = z.strictObject({
  id: recordId,
  title: line(TEXT_MAX.title).describe('Name of the project'),
  category: line(TEXT_MAX.label).describe('Label on the cards, e.g. "Orchard"'),
  thumb: imagePath.describe('Picture on the cards and in the gallery'),
  thumbFull: imagePath.describe('Big picture on the project page'),
  imageAlt: line(TEXT_MAX.sentence).describe('Text alternative of the picture on the project page'),
  description: line(TEXT_MAX.pageDescription).describe(
    'One or two sentences: the lead of the project page and its meta description',
  ),
  year: z.int().min(1900).max(2100).describe('Year the project was finished'),
  area: line(TEXT_MAX.label).describe('Land it covers, as shown, e.g. "12 acres"'),
  location: line(TEXT_MAX.title).describe('Where on the farm, e.g. "North slope, above the river meadow"'),
  built: line(TEXT_MAX.sentence).describe('What was built, one line'),
  story: z.array(paragraph()).min(1).describe('Paragraphs of the project story'),
})
export type Project = z.output<typeof projectSchema>

export const productCategorySchema = z.strictObject({
  id: recordId,
  name: line(TEXT_MAX.label).describe('Name on the tile, e.g. "Strawberry"'),
  thumb: imagePath.describe('Picture on the tile'),
  link: sitePath
    .optional()
    .describe(
      'Where the tile goes: the shop filtered to its shelf, e.g. /shop?category=fruit, or its one product, e.g. /shop-single/1; without it, where the block says',
    ),
})
export type ProductCategory = z.output<typeof productCategorySchema>

export const brandSchema = z.strictObject({
  id: recordId,
  name: line(TEXT_MAX.label).describe('The partner’s name; the text alternative of its logo'),
  logo: imagePath.describe('Wordmark of the partner, 200×80 SVG, e.g. /art/brands/brand-1.svg'),
})
export type Brand = z.output<typeof brandSchema>

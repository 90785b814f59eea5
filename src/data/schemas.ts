/**
 * Zod schemas of the records in data/ (the specification's entities). Views import the inferred
 * types (type-only); the schemas themselves run only at build and validation time.
 */
import { z } from 'zod'

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

const priceText = z
  .string()
  .regex(/^\$\d+\.\d{2}$/, 'write prices as "$12.00"')
  .describe('Price as shown, e.g. "$12.00"')

export const blogPostSchema = z.strictObject({
  id: recordId,
  thumb: imagePath.describe('Picture on the post cards, e.g. /art/blog/post-1.webp'),
  thumbFull: imagePath.describe('Big picture at the top of the post'),
  title: z.string().min(1).describe('Title of the post'),
  date: z
    .strictObject({
      day: z.string().describe('Day of the month as shown, e.g. "28"'),
      month: z.string().describe('Month as shown, e.g. "Dec"'),
      year: z.string().describe('Year as shown, e.g. "2024"'),
    })
    .describe('Date badge on the cards'),
  full_date: z.string().describe('Date as shown in lists, e.g. "12 Aug 2024"'),
  author: z.string().min(1).describe('Who wrote it, e.g. "Emma Hartley" or "Admin"'),
  description: z.string().min(1).describe('One or two sentences under the title on the cards'),
  comments: z.int().nonnegative().describe('Comment count shown on the card'),
})
export type BlogPost = z.output<typeof blogPostSchema>

export const productSchema = z.strictObject({
  id: recordId,
  title: z.string().min(1).describe('Name of the product, e.g. "Wild Blueberries"'),
  description: z
    .string()
    .min(1)
    .optional()
    .describe('The product in one or two sentences, beside the price on its page; without it the page shows its shared text'),
  details: z
    .array(z.string().min(1))
    .min(1)
    .optional()
    .describe("Paragraphs of the Description tab on the product's page; without them the tab shows the page's shared text"),
  thumb: imagePath.describe('Photo on the product cards and in the cart, e.g. /art/products/blueberries.webp'),
  gallery: z.array(imagePath).min(1).describe('Images of the product page carousel and lightbox, thumb first'),
  tags: z.tuple([z.string(), z.string()]).describe('Two words shown above the title'),
  price: priceText,
  oldPrice: priceText.nullable().describe('Price before the sale, struck through; null when not on sale'),
  onSale: z.boolean().describe('true shows the "Sale!" badge'),
  category: z.enum(['fruit', 'vegetables']).describe('Which filter of the product grids shows it'),
  ratings: z.number().min(0).max(5).describe('Average stars, 0 to 5'),
  reviews: z.int().nonnegative().describe('Number of reviews'),
  discount: z.int().min(0).max(90).describe('Percent off, shown as "-N%"; 0 for none'),
})
export type Product = z.output<typeof productSchema>

export const farmerSchema = z.strictObject({
  id: recordId,
  name: z.string().min(1).describe('Full name, e.g. "Daniel Whitmore"'),
  phone: z.string().min(1).describe('Phone number as shown, e.g. "+1 (555) 010-2041"'),
  title: z.string().min(1).describe('e.g. "Farmer of tomatoes"'),
  thumb: imagePath.describe('Portrait, e.g. /art/people/farmer-1.webp'),
  skillProgress: z
    .array(
      z.strictObject({
        id: recordId,
        title: z.string().describe('Skill, e.g. "Cereals"'),
        end: z.int().min(0).max(100).describe('How full the bar fills, in percent'),
      }),
    )
    .describe('Skill bars on the profile page'),
  memberData: z
    .array(
      z.strictObject({
        id: recordId,
        listTitle: z.string().describe('e.g. "Main Skills"'),
        memberInfo: z
          .array(
            z.strictObject({
              id: recordId,
              title: z.string().describe('Bold first words, e.g. "Focus"'),
              description: z.string().describe('The rest of the line'),
            }),
          )
          .describe('The lines of the group'),
      }),
    )
    .describe('Groups of lines on the profile page'),
})
export type Farmer = z.output<typeof farmerSchema>

/** Staff and volunteers of the farm (the /team pages): a farmer's fields plus the group they belong to. */
export const teamMemberSchema = farmerSchema.extend({
  title: z.string().min(1).describe('Role on the farm, e.g. "Head cheesemaker"'),
  group: z.enum(['staff', 'volunteer']).describe('Which list of the team page shows the person'),
})
export type TeamMember = z.output<typeof teamMemberSchema>

export const testimonialSchema = z.strictObject({
  id: recordId,
  thumb: imagePath.describe('Portrait of the customer, square'),
  testimonial: z.string().min(1).describe('What the customer said'),
  name: z.string().min(1).describe('Who said it'),
  designation: z.string().min(1).describe('Line under the name, e.g. "Customer since 2016"'),
  ratings: z.number().min(0).max(5).describe('Stars, shown as full, half or empty'),
})
export type Testimonial = z.output<typeof testimonialSchema>

export const serviceSchema = z.strictObject({
  id: recordId,
  title: z.string().min(1).describe('Name of the service, e.g. "Dairy Production"'),
  description: z.string().min(1).describe('One or two sentences on the service cards'),
  thumb: imagePath.describe('Picture on the service cards'),
  thumbFull: imagePath.describe('Big picture on the service page'),
  icon: imagePath.describe('Small icon on the cards, e.g. /art/icons/glass-of-milk.webp'),
  category: z.string().min(1).describe('Label on the carousel cards, e.g. "Dairy"'),
  imageAlt: z.string().min(1).describe('Text alternative of the picture on the service page'),
  body: z.array(z.string().min(1)).min(1).describe('Paragraphs of the service page, under the picture'),
  includes: z.array(z.string().min(1)).min(1).describe('What the service includes: one line per item'),
})
export type Service = z.output<typeof serviceSchema>

export const projectSchema = z.strictObject({
  id: recordId,
  title: z.string().min(1).describe('Name of the project'),
  category: z.string().min(1).describe('Label on the cards, e.g. "Orchard"'),
  thumb: imagePath.describe('Picture on the cards and in the gallery'),
  thumbFull: imagePath.describe('Big picture on the project page'),
  imageAlt: z.string().min(1).describe('Text alternative of the picture on the project page'),
  description: z.string().min(1).describe('One or two sentences: the lead of the project page and its meta description'),
  year: z.int().min(1900).max(2100).describe('Year the project was finished'),
  area: z.string().min(1).describe('Land it covers, as shown, e.g. "12 acres"'),
  location: z.string().min(1).describe('Where on the farm, e.g. "North slope, above the river meadow"'),
  built: z.string().min(1).describe('What was built, one line'),
  story: z.array(z.string().min(1)).min(1).describe('Paragraphs of the project story'),
})
export type Project = z.output<typeof projectSchema>

export const productCategorySchema = z.strictObject({
  id: recordId,
  name: z.string().min(1).describe('Name on the tile, e.g. "Strawberry"'),
  thumb: imagePath.describe('Picture on the tile'),
})
export type ProductCategory = z.output<typeof productCategorySchema>

export const brandSchema = z.strictObject({
  id: recordId,
  name: z.string().min(1).describe('The partner’s name; the text alternative of its logo'),
  logo: imagePath.describe('Wordmark of the partner, 200×80 SVG, e.g. /art/brands/brand-1.svg'),
})
export type Brand = z.output<typeof brandSchema>

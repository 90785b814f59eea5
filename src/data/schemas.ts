/**
 * Zod schemas of the records in data/ (the specification's entities). Views import the inferred
 * types (type-only); the schemas themselves run only at build and validation time.
 */
import { z } from 'zod'

export const recordId = z.int().positive().describe('Numeric id, unique in its collection; used in URLs')

export const imagePath = z
  .string()
  .regex(/^\/[a-z0-9/._-]+\.(svg|png|jpg|webp)$/, 'must be a site path such as /art/products/pears.webp')
  .describe('Path of an image shipped in public/, e.g. /art/products/pears.webp')

/** A link inside the site, e.g. "/about-us" or "/blog-single/1". */
export const sitePath = z
  .string()
  .regex(/^\/[a-z0-9\-/?=&#]*$/, 'must be a site path such as /about-us')
  .describe('A page of this site, e.g. /about-us')

const priceText = z
  .string()
  .regex(/^\$\d+\.\d{2}$/, 'write prices as "$12.00"')
  .describe('Price as shown, e.g. "$12.00"')

export const blogPostSchema = z.strictObject({
  id: recordId,
  thumb: imagePath,
  thumbFull: imagePath,
  title: z.string().min(1),
  date: z.strictObject({ day: z.string(), month: z.string(), year: z.string() }),
  full_date: z.string().describe('Date as shown in lists, e.g. "12 Aug 2024"'),
  author: z.string().min(1),
  description: z.string().min(1),
  comments: z.int().nonnegative().describe('Comment count shown on the card'),
})
export type BlogPost = z.output<typeof blogPostSchema>

export const productSchema = z.strictObject({
  id: recordId,
  title: z.string().min(1),
  thumb: imagePath,
  gallery: z.array(imagePath).min(1).describe('Images of the product page carousel and lightbox, thumb first'),
  tags: z.tuple([z.string(), z.string()]).describe('Two words shown above the title'),
  price: priceText,
  oldPrice: priceText.nullable().describe('Price before the sale, struck through; null when not on sale'),
  onSale: z.boolean(),
  category: z.enum(['fruit', 'vegetables']),
  ratings: z.number().min(0).max(5).describe('Average stars, 0 to 5'),
  reviews: z.int().nonnegative().describe('Number of reviews'),
  discount: z.int().min(0).max(90).describe('Percent off, shown as "-N%"; 0 for none'),
})
export type Product = z.output<typeof productSchema>

export const farmerSchema = z.strictObject({
  id: recordId,
  name: z.string().min(1),
  phone: z.string().min(1),
  title: z.string().min(1).describe('e.g. "Farmer of tomatoes"'),
  thumb: imagePath,
  skillProgress: z.array(z.strictObject({ id: recordId, title: z.string(), end: z.int().min(0).max(100) })),
  memberData: z.array(
    z.strictObject({
      id: recordId,
      listTitle: z.string().describe('e.g. "Main Skills"'),
      memberInfo: z.array(z.strictObject({ id: recordId, title: z.string(), description: z.string() })),
    }),
  ),
})
export type Farmer = z.output<typeof farmerSchema>

export const testimonialSchema = z.strictObject({
  id: recordId,
  thumb: imagePath,
  testimonial: z.string().min(1),
  name: z.string().min(1),
  designation: z.string().min(1),
  ratings: z.number().min(0).max(5).describe('Stars, shown as full, half or empty'),
})
export type Testimonial = z.output<typeof testimonialSchema>

export const serviceSchema = z.strictObject({
  id: recordId,
  title: z.string().min(1),
  description: z.string().min(1),
  thumb: imagePath,
  thumbFull: imagePath,
  icon: imagePath,
  category: z.string().min(1),
})
export type Service = z.output<typeof serviceSchema>

export const projectSchema = z.strictObject({
  id: recordId,
  title: z.string().min(1),
  category: z.string().min(1),
  thumb: imagePath,
  thumbFull: imagePath,
})
export type Project = z.output<typeof projectSchema>

export const productCategorySchema = z.strictObject({
  id: recordId,
  name: z.string().min(1),
  thumb: imagePath,
})
export type ProductCategory = z.output<typeof productCategorySchema>

export const brandSchema = z.strictObject({
  id: recordId,
  name: z.string().min(1).describe('The partner’s name; the text alternative of its logo'),
  logo: imagePath.describe('Wordmark of the partner, 200×80 SVG, e.g. /art/brands/brand-1.svg'),
})
export type Brand = z.output<typeof brandSchema>

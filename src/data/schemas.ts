/**
 * Zod schemas of the records in data/. Types are inferred here and imported (type-only) by views.
 */
import { z } from 'zod'

const recordId = z.int().positive().describe('Numeric id, unique in its collection; used in URLs')
const imagePath = z
  .string()
  .regex(/^\/[a-z0-9/._-]+\.(svg|png|jpg|webp)$/, 'must be a site path such as /art/products/pears.svg')
  .describe('Path of an image shipped in public/, e.g. /art/products/pears.svg')

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

/** A link inside the site, e.g. "/about-us" or "/blog-single/1". */
export const sitePath = z
  .string()
  .regex(/^\/[a-z0-9\-/?=&#]*$/, 'must be a site path such as /about-us')
  .describe('A page of this site, e.g. /about-us')

export { imagePath, recordId }

/**
 * What customers say (data/testimonials.json), shown by the testimonials carousel.
 * Rules beyond each field's: stars from 0 to 5, halves shown.
 * A record as the file holds it (collections.test.ts checks it against the schema):
 *   { "id": 1, "thumb": "/art/people/customer-1.webp",
 *     "testimonial": "Our Friday box from Green Valley has become the best part of the week.",
 *     "name": "Sophie Marchetti", "designation": "Weekly box subscriber, Riverside", "ratings": 4.7 }
 */
import { z } from 'zod'
import { defineCollection } from '#data/define-collection.ts'
import { publishingFields } from '#data/publishing.ts'
import { imagePath, line, paragraph, recordId, TEXT_MAX } from '#data/schemas.ts'

export const testimonialSchema = z.strictObject({
  id: recordId,
  thumb: imagePath.describe('Portrait of the customer, square').meta({ title: 'Portrait' }),
  testimonial: paragraph().describe('What the customer said'),
  name: line(TEXT_MAX.label).describe('Who said it'),
  designation: line(TEXT_MAX.label)
    .describe('Line under the name, e.g. "Customer since 2016"')
    .meta({ title: 'Line under the name' }),
  ratings: z.number().min(0).max(5).describe('Stars, shown as full, half or empty'),
  ...publishingFields,
})
export type Testimonial = z.output<typeof testimonialSchema>

export const testimonials = defineCollection('testimonials', testimonialSchema, { noun: 'testimonial', titleField: 'name' })

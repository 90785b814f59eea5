/**
 * testimonials — a fading, auto-playing carousel of customer quotes: the words, a star rating (full,
 * half and empty stars), the customer's portrait, name and role. Bullets pick a quote; a pause button
 * stops it; nothing moves by itself with reduced motion. Quotes come from data/testimonials.json.
 * Example props: { "testimonials": { "collection": "testimonials", "first": 3 }, "autoplayMs": 5000 }
 */
import { z } from 'zod'
import { collectionRef } from '#data/collection-ref.ts'
import { headingProps } from '#data/section-heading-props.ts'

export const testimonialsProps = z.strictObject({
  eyebrow: headingProps.eyebrow('Testimonials'),
  title: headingProps.title('What Our Customers Say'),
  testimonials: collectionRef('testimonials')
    .prefault({ collection: 'testimonials' })
    .describe('The quotes shown, e.g. { "collection": "testimonials", "first": 3 }'),
  autoplayMs: z
    .int()
    .min(2000)
    .max(20000)
    .default(5000)
    .describe('Time each quote shows before the next, in ms')
    .meta({ title: 'Time each quote shows (milliseconds)' }),
})
export type TestimonialsProps = z.output<typeof testimonialsProps>

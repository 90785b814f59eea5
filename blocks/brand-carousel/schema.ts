/**
 * brand-carousel — partner logos in a carousel (2 per view, 3 from 768 px, 4 from 992 px, 5 from
 * 1200 px, never more than there are logos) with previous/next arrows, under an optional call to action
 * (title, text, button). Leave the call to action out for a plain partner strip. Logos come from
 * data/brands.json.
 * Example props:
 *   { "brands": { "collection": "brands", "first": 4 },
 *     "callToAction": { "title": "Stock Our Produce in Your Shop", "buttonText": "Contact Us", "buttonLink": "/contact" } }
 */
import { z } from 'zod'
import { line, sitePath, TEXT_MAX } from '#data/schemas.ts'
import { collectionRef } from '#data/collection-ref.ts'
import { headingProps } from '#data/section-heading-props.ts'

export const brandCarouselProps = z.strictObject({
  label: line(TEXT_MAX.label).default('Our partners').describe('Name of the logo carousel for screen readers'),
  brands: collectionRef('brands')
    .prefault({ collection: 'brands' })
    .describe('The partner logos shown, e.g. { "collection": "brands", "first": 4 }'),
  callToAction: z
    .strictObject({
      eyebrow: headingProps.eyebrow('Work With Us'),
      title: line(TEXT_MAX.title).describe('Title of the call to action'),
      text: headingProps.lead(''),
      buttonText: line(TEXT_MAX.label).default('Contact Us').describe('Text of the button'),
      buttonLink: sitePath.default('/contact').describe('Where the button goes'),
    })
    .optional()
    .describe('A banner above the logos inviting the visitor to act; leave out for the logos alone')
    .meta({ title: 'Invitation banner' }),
})
export type BrandCarouselProps = z.output<typeof brandCarouselProps>

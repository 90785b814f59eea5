/**
 * farmers-carousel — the people who grow the food: portrait cards (name and what they farm) in a
 * carousel, 1 per view and 2 from 768 px, with previous/next arrows; each card links to the farmer's
 * page. Farmers come from data/farmers.json (the first 3 unless the page says otherwise).
 * Example props: { "farmers": { "collection": "farmers", "first": 3 } }
 */
import { z } from 'zod'
import { line, sitePath, TEXT_MAX } from '#data/schemas.ts'
import { collectionRef } from '#data/collection-ref.ts'
import { headingProps } from '#data/section-heading-props.ts'
import { pictureProps } from '#data/picture-props.ts'

export const farmersCarouselProps = z.strictObject({
  eyebrow: headingProps.eyebrow('Our Farmers'),
  title: headingProps.title('Meet the Hands Behind Your Harvest'),
  lead: headingProps.lead('Growers, herders and cheesemakers who know every field and every cow by name.'),
  farmers: collectionRef('farmers')
    .prefault({ collection: 'farmers', first: 3 })
    .describe('The farmers shown, e.g. { "collection": "farmers", "first": 3 }'),
  linkPrefix: pictureProps.linkPrefix('/farmer-details/', 'Each card links to this path followed by the farmer id'),
  buttonText: line(TEXT_MAX.label, { canBeEmpty: true })
    .default('Meet All Farmers')
    .describe('Text of the button under the heading; empty for none'),
  buttonLink: sitePath.default('/farmers').describe('Where the button goes'),
})
export type FarmersCarouselProps = z.output<typeof farmersCarouselProps>

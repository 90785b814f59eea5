/**
 * farm-location — an illustrated map of the farm (our own drawing, no map service) with a numbered
 * legend matching the pins on it, the address and short directions.
 * Example props:
 *   { "places": ["Farm shop and office", "Dairy and cheese room"],
 *     "directions": [{ "title": "By car", "text": "Leave the county road at the sign for Meadow Lane…" }] }
 */
import { z } from 'zod'
import { siteFile as site } from '#data/site-file.ts'
import { line, TEXT_MAX } from '#data/schemas.ts'
import { headingProps } from '#data/section-heading-props.ts'
import { pictureProps } from '#data/picture-props.ts'

export const farmLocationProps = z.strictObject({
  eyebrow: headingProps.eyebrow('Find Us'),
  title: headingProps.title('How to Find the Farm'),
  lead: headingProps.paragraph(''),
  image: pictureProps.picture('The map picture, 1200×900', '/art/places/farm-map.webp'),
  imageAlt: line(TEXT_MAX.sentence)
    .default(
      'Illustrated map of Green Valley farm: Meadow Lane leads from the county road over the river to the farmyard, with fields, orchard and pasture around it',
    )
    .describe('Text alternative of the map')
    .meta({ title: 'Picture description' }),
  places: z
    .array(line(TEXT_MAX.label))
    .max(9)
    .default(['Farm shop and office', 'Dairy and cheese room', 'Pick-your-own berries', 'Visitor parking'])
    .describe('What the numbered pins on the map mark, in pin order'),
  address: line(TEXT_MAX.sentence).default(site.contact.address).describe('Postal address (data/site.json unless given)'),
  directions: z
    .array(
      z.strictObject({
        title: line(TEXT_MAX.title).describe('How the visitor travels, e.g. "By car"'),
        text: line(TEXT_MAX.sentence).describe('One or two sentences of directions'),
      }),
    )
    .max(4)
    .default([])
    .describe('Short directions, one per way of travelling'),
})
export type FarmLocationProps = z.output<typeof farmLocationProps>

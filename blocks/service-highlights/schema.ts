/**
 * service-highlights — a row of service cards (picture, icon, title, short text, "Read More" link to the
 * service's page) under a section heading. The services come from data/services.json.
 * Example props:
 *   { "services": { "collection": "services", "ids": [1, 5, 3] },
 *     "titles": ["Agriculture Products", "Fresh Vegetables", "Dairy Products"] }
 */
import { z } from 'zod'
import { line, TEXT_MAX } from '#data/schemas.ts'
import { collectionRef } from '#data/collection-ref.ts'
import { headingProps } from '#data/section-heading-props.ts'
import { pictureProps } from '#data/picture-props.ts'

export const serviceHighlightsProps = z.strictObject({
  eyebrow: headingProps.eyebrow('What We Offer'),
  title: headingProps.title('Grown, Made and Delivered by Our Farm'),
  lead: headingProps.lead(''),
  services: collectionRef('services')
    // Only what a card shows reaches the page, not each service's body text.
    .transform((services) => services.map(({ id, title, description, thumb, icon }) => ({ id, title, description, thumb, icon })))
    .prefault({ collection: 'services', ids: [1, 5, 3] })
    .describe('The services shown, e.g. { "collection": "services", "ids": [1, 5, 3] }'),
  titles: z
    .array(line(TEXT_MAX.label))
    .default([])
    .describe("Card titles to show instead of the services' own titles, in the same order; fewer entries keep the rest")
    .meta({ title: 'Card titles' }),
  linkText: line(TEXT_MAX.label).default('Read More').describe('Text of the link on each card'),
  linkPrefix: pictureProps.linkPrefix('/service-details/', 'Each card links to this path followed by the service id'),
})
export type ServiceHighlightsProps = z.output<typeof serviceHighlightsProps>

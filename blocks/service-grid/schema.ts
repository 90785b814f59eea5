/**
 * service-grid — every service of the farm as a grid under a section heading, each linking to the
 * service's page, in one of two layouts: "cards" (picture, icon badge, title, text and a link) or
 * "icons" (a compact tile with the icon, title and text). Services come from data/services.json.
 * Example props: { "layout": "icons", "services": { "collection": "services" } }
 */
import { z } from 'zod'
import { line, TEXT_MAX } from '#data/schemas.ts'
import { collectionRef } from '#data/collection-ref.ts'
import { headingProps } from '#data/section-heading-props.ts'
import { pictureProps } from '#data/picture-props.ts'

export const serviceGridProps = z.strictObject({
  layout: z
    .enum(['cards', 'icons'])
    .default('cards')
    .describe('"cards": picture cards with an icon badge (4 a row on wide screens); "icons": compact tiles with a large icon'),
  eyebrow: headingProps.eyebrow('What We Do'),
  title: line(TEXT_MAX.title, { canBeEmpty: true })
    .default('Services From Our Fields and Dairy')
    .describe('Section title; empty for none'),
  lead: headingProps.lead(''),
  services: collectionRef('services')
    // Only what a card shows reaches the page, not each service's body text.
    .transform((services) =>
      services.map(({ id, title, description, category, thumb, icon }) => ({ id, title, description, category, thumb, icon })),
    )
    .prefault({ collection: 'services' })
    .describe('The services shown, e.g. { "collection": "services" } for all of them'),
  linkText: line(TEXT_MAX.label).default('Read More').describe('Text of the link on each service'),
  linkPrefix: pictureProps.linkPrefix('/service-details/', 'Each service links to this path followed by its id'),
})
export type ServiceGridProps = z.output<typeof serviceGridProps>

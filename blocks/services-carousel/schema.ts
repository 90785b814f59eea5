/**
 * services-carousel — the farm's services as picture cards in a carousel (1 per view, 2 from 768 px,
 * 3 from 1400 px, 60 px apart) with previous/next arrows; each card shows the service's picture, icon,
 * category, title and description and links to the service's page. Services come from data/services.json.
 * Example props: { "services": { "collection": "services", "first": 8 } }
 */
import { z } from 'zod'
import { collectionRef } from '#data/collection-ref.ts'
import { headingProps } from '#data/section-heading-props.ts'
import { pictureProps } from '#data/picture-props.ts'

export const servicesCarouselProps = z.strictObject({
  eyebrow: headingProps.eyebrow('What We Do'),
  title: headingProps.title('Services From Our Fields and Dairy'),
  lead: headingProps.lead(''),
  services: collectionRef('services')
    .prefault({ collection: 'services' })
    .describe('The services shown, e.g. { "collection": "services", "first": 8 }'),
  linkPrefix: pictureProps.linkPrefix('/service-details/', 'Each card links to this path followed by the service id'),
})
export type ServicesCarouselProps = z.output<typeof servicesCarouselProps>

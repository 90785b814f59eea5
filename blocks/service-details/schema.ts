/**
 * service-details — the service page's main block (on /service-details/:id, with "when": "found"):
 * the service's picture, category, title, description, body text and what it includes, beside a
 * sidebar with the services list widget (the selected entry is kept for the session) and a contact
 * call-out with the farm's phone and e-mail. The service comes from the page's entity; the sidebar's
 * list comes from data/services.json, the call-out's phone and e-mail from data/site.json.
 * Example props: { "services": { "collection": "services", "first": 5 }, "calloutTitle": "Need Help Choosing?" }
 */
import { z } from 'zod'
import { line, TEXT_MAX } from '#data/schemas.ts'
import { collectionRef } from '#data/collection-ref.ts'
import { siteContactRef } from '#data/site-contact-ref.ts'
import { pictureProps } from '#data/picture-props.ts'

export const serviceDetailsProps = z.strictObject({
  includesTitle: line(TEXT_MAX.title)
    .default('What This Service Includes')
    .describe('Heading over the list of what the service includes'),
  servicesTitle: line(TEXT_MAX.title).default('Our Services').describe('Heading of the services list in the sidebar'),
  services: collectionRef('services')
    // The sidebar links need titles only; the service shown comes from the entity.
    .transform((services) => services.map(({ id, title }) => ({ id, title })))
    .prefault({ collection: 'services', first: 5 })
    .describe('The services listed in the sidebar, e.g. { "collection": "services", "first": 5 }'),
  linkPrefix: pictureProps.linkPrefix('/service-details/', 'Each sidebar entry links to this path followed by the service id'),
  calloutTitle: line(TEXT_MAX.title)
    .default('Need Help Choosing?')
    .describe('Heading of the contact call-out')
    .meta({ title: 'Call-out heading' }),
  calloutText: line(TEXT_MAX.sentence, { canBeEmpty: true })
    .default('Call the farm office or write to us, and one of our growers will help you put together the right order.')
    .describe('Sentence under the call-out heading; empty for none')
    .meta({ title: 'Call-out text' }),
  contact: siteContactRef(),
})
export type ServiceDetailsProps = z.output<typeof serviceDetailsProps>

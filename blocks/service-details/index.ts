import { defineBlock } from '#page-model/define-block.ts'
import { serviceDetailsProps } from './schema.ts'

export const serviceDetailsBlock = defineBlock({
  type: 'service-details',
  description:
    'Service page: picture, title, text and what the service includes, with a sidebar of services (selection kept for the session) and a contact call-out',
  props: serviceDetailsProps,
  entity: 'services',
  example: { services: { collection: 'services', first: 5 }, calloutTitle: 'Need Help Choosing?' },
})

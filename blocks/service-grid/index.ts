import { defineBlock } from '#page-model/define-block.ts'
import { serviceGridProps } from './schema.ts'

export const serviceGridBlock = defineBlock({
  type: 'service-grid',
  description: 'Grid of services from data/services.json, as picture cards or compact icon tiles, each linking to its page',
  props: serviceGridProps,
  example: { layout: 'cards', services: { collection: 'services', first: 4 } },
})

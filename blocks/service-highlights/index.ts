import { defineBlock } from '#page-model/define-block.ts'
import { serviceHighlightsProps } from './schema.ts'

export const serviceHighlightsBlock = defineBlock({
  type: 'service-highlights',
  description: 'Service cards (picture, icon, title, text, link) from data/services.json under a section heading',
  props: serviceHighlightsProps,
  example: {
    services: { collection: 'services', ids: [1, 5, 3] },
    titles: ['Agriculture Products', 'Fresh Vegetables', 'Dairy Products'],
  },
})

import { defineBlock } from '#page-model/define-block.ts'
import { recentlyViewedProps } from './schema.ts'

export const recentlyViewedBlock = defineBlock({
  type: 'recently-viewed',
  description: "The products this visitor opened last (up to four, not the page's own product); hidden while there are none",
  props: recentlyViewedProps,
  entity: 'products',
  example: { title: 'Recently Viewed' },
})

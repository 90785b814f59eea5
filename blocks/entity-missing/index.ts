import { defineBlock } from '../../src/page-builder/define-block.ts'
import { entityMissingProps } from './schema.ts'

export const entityMissingBlock = defineBlock({
  type: 'entity-missing',
  description: 'Message for a detail page whose id matches no record, with a link back (use with "when": "missing")',
  props: entityMissingProps,
})

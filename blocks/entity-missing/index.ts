import { defineBlock } from '#page-model/define-block.ts'
import { entityMissingProps } from './schema.ts'

export const entityMissingBlock = defineBlock({
  type: 'entity-missing',
  description: 'Message for a detail page whose id matches no record, with a link back (use with "when": "missing")',
  props: entityMissingProps,
  example: {
    title: 'Product not found',
    text: 'We could not find a product at this address. It may be out of season or the link may be mistyped. Everything we grow right now is in the shop.',
    linkText: 'Back to the shop',
    linkTo: '/shop',
  },
})

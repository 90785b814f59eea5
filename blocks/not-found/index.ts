import { defineBlock } from '#page-model/define-block.ts'
import { notFoundProps } from './schema.ts'

export const notFoundBlock = defineBlock({
  type: 'not-found',
  description: 'The 404 message with a link back home',
  props: notFoundProps,
  example: { code: '404', message: 'Sorry Page Was Not Found!', linkText: 'Back to home', linkTo: '/' },
})

import { defineBlock } from '../../src/page-builder/define-block.ts'
import { faqProps } from './schema.ts'

export const faqBlock = defineBlock({
  type: 'faq',
  description: 'Questions and answers as an accordion (one open at a time, the first open), with a picture',
  props: faqProps,
})

import { defineBlock } from '../../src/page-builder/define-block.ts'
import { productTypesProps } from './schema.ts'

export const productTypesBlock = defineBlock({
  type: 'product-types',
  description: 'Kinds of product the farm makes (e.g. dairy): cards with an illustration, a name and a sentence',
  props: productTypesProps,
})

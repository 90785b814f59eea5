import { defineBlock } from '../../src/page-builder/define-block.ts'
import { farmLocationProps } from './schema.ts'

export const farmLocationBlock = defineBlock({
  type: 'farm-location',
  description: 'Illustrated farm map with a numbered legend, the address and directions',
  props: farmLocationProps,
})

import { defineBlock } from '#page-model/define-block.ts'
import { farmLocationProps } from './schema.ts'

export const farmLocationBlock = defineBlock({
  type: 'farm-location',
  description: 'Illustrated farm map with a numbered legend, the address and directions',
  props: farmLocationProps,
  example: {
    title: 'How to Find the Farm',
    directions: [
      {
        title: 'By car',
        text: 'Leave the county road at the green Green Valley sign and follow Meadow Lane for half a mile, over the river bridge, to the farmyard.',
      },
      {
        title: 'By bus',
        text: 'Route 12 stops at Meadow Lane corner every hour; from there it is a ten-minute walk along the lane.',
      },
    ],
  },
})

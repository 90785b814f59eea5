import { defineBlock } from '#page-model/define-block.ts'
import { videoSectionProps } from './schema.ts'

export const videoSectionBlock = defineBlock({
  type: 'video-section',
  description: "A band with a play button that opens the farm's own video in a 16:9 modal dialog",
  props: videoSectionProps,
  example: {
    title: 'Take a Walk Through Our Dairy',
    text: 'Sixteen seconds on the river meadow at milking time: the herd, the barn and the silo where winter feed is kept.',
  },
})

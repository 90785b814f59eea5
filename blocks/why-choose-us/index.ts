import { defineBlock } from '#page-model/define-block.ts'
import { whyChooseUsProps } from './schema.ts'

export const whyChooseUsBlock = defineBlock({
  type: 'why-choose-us',
  description: 'Reasons to choose the farm with counting progress circles (e.g. 83 %, 60 %) beside a picture',
  props: whyChooseUsProps,
  example: {
    title: 'Honest Farming You Can Taste in Every Bite',
    progress: [
      { label: 'Organic Solutions', value: 83 },
      { label: 'Quality Agriculture', value: 60 },
    ],
  },
})

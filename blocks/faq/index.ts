import { defineBlock } from '#page-model/define-block.ts'
import { faqProps } from './schema.ts'

export const faqBlock = defineBlock({
  type: 'faq',
  description: 'Questions and answers as an accordion (one open at a time, the first open), with a picture',
  props: faqProps,
  example: {
    title: 'What Visitors Ask About Our Farming',
    items: [
      {
        question: 'Do you use any additives in your soil?',
        answer:
          'Only what the farm makes itself: compost from our own manure and crop waste, green manures such as clover and vetch, and rock dust where a soil test asks for it. Nothing synthetic goes on the fields.',
      },
      {
        question: 'Do you spray herbicides on your crops?',
        answer:
          'No. Weeds are kept down by crop rotation, mulching, flame weeding and a lot of hoeing by hand. It takes longer, but it keeps the soil alive and your food free of residues.',
      },
    ],
    image: '/art/services/service-8.webp',
    imageAlt: 'A seedling sprouting from rich dark soil under sun and rain',
  },
})

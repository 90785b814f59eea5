import { defineBlock } from '#page-model/define-block.ts'
import { defaultQuestions, faqProps } from './schema.ts'

export const faqBlock = defineBlock({
  type: 'faq',
  description: 'Questions and answers as an accordion (one open at a time, the first open), with a picture',
  props: faqProps,
  example: {
    title: 'What Visitors Ask About Our Farming',
    items: defaultQuestions.slice(0, 2),
    image: '/art/services/service-8.webp',
    imageAlt: 'A seedling sprouting from rich dark soil under sun and rain',
  },
})

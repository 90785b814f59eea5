import { defineBlock } from '#page-model/define-block.ts'
import { peopleGridProps } from './schema.ts'

export const peopleGridBlock = defineBlock({
  type: 'people-grid',
  description: 'Grid of farmers or team members: portrait, name, role and social links, each linking to their page',
  props: peopleGridProps,
  example: { title: 'Meet the People Who Grow Your Food', people: { collection: 'farmers', first: 4 } },
})

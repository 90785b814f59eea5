import { defineBlock } from '#page-model/define-block.ts'
import { memberProfileProps } from './schema.ts'

export const memberProfileBlock = defineBlock({
  type: 'member-profile',
  description: "One person's page (farmer or team member): portrait, phone, skill bars and member data groups",
  props: memberProfileProps,
  entity: ['farmers', 'team'],
  example: { backText: 'All farmers', backLink: '/farmers' },
})

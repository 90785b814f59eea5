import { defineBlock } from '#page-model/define-block.ts'
import { contactSectionProps } from './schema.ts'

export const contactSectionBlock = defineBlock({
  type: 'contact-section',
  description: 'Contact form (name, e-mail, phone, comments) beside the phone, e-mail, address and hours',
  props: contactSectionProps,
  example: { title: 'Send Us a Message', infoTitle: 'Visit the Farm' },
})

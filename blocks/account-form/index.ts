import { defineBlock } from '#page-model/define-block.ts'
import { accountFormProps } from './schema.ts'

export const accountFormBlock = defineBlock({
  type: 'account-form',
  description: 'Register or login form beside a welcome panel; clears itself and confirms, sends nothing',
  props: accountFormProps,
  example: { mode: 'register', title: 'Create Your Account', submitText: 'Register', switchLink: '/login' },
})

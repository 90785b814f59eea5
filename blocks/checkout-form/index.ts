import { defineBlock } from '#page-model/define-block.ts'
import { checkoutFormProps } from './schema.ts'

export const checkoutFormBlock = defineBlock({
  type: 'checkout-form',
  description: 'Checkout: billing details, order notes, the order summary from the cart and Place Order (clears the form)',
  props: checkoutFormProps,
  example: { defaultCountry: 'CA' },
})

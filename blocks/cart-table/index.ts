import { defineBlock } from '#page-model/define-block.ts'
import { cartTableProps } from './schema.ts'

export const cartTableBlock = defineBlock({
  type: 'cart-table',
  description: 'Cart page: the cart lines with editable quantities, coupon field, totals and the checkout link',
  props: cartTableProps,
  example: { shippingNote: 'Shipping to Australia.' },
})

/**
 * cart-table — the cart page: a table of the cart's lines (Remove, Thumbnail, Product, Price,
 * Quantity, Subtotal) with editable quantities, a coupon field (coupons are not offered: it says so),
 * the cart totals (subtotal, free shipping, total) and a link to checkout. An empty cart shows a
 * friendly message, a link to the shop and the products the visitor viewed last (when there are any). The cart lives in the browser, so the prerendered HTML
 * holds a neutral placeholder until it is read.
 * Example props: { "shippingNote": "Shipping to Australia." }
 */
import { z } from 'zod'
import { line, sitePath, TEXT_MAX } from '#data/schemas.ts'

export const cartTableProps = z.strictObject({
  shippingLabel: line(TEXT_MAX.label).default('Free shipping').describe('Shipping line of the totals'),
  shippingNote: line(TEXT_MAX.sentence).default('Shipping to Australia.').describe('Note under the shipping line'),
  couponMessage: line(TEXT_MAX.sentence)
    .default('Sorry, coupons are not available in our shop at the moment.')
    .describe('Shown when a coupon is applied (the shop has no coupons)'),
  emptyTitle: line(TEXT_MAX.title).default('Your cart is empty').describe('Heading shown when the cart is empty'),
  emptyText: line(TEXT_MAX.sentence)
    .default('Fresh fruit and vegetables are waiting in the shop, picked this week on our farm.')
    .describe('Sentence under the empty-cart heading'),
  recentlyViewedTitle: line(TEXT_MAX.title)
    .default('Recently viewed')
    .describe('Heading over the products the visitor viewed last, shown under an empty cart'),
  shopLink: sitePath.default('/shop').describe('Where "Return to shop" goes'),
  checkoutLink: sitePath.default('/checkout').describe('Where "Proceed to checkout" goes'),
})
export type CartTableProps = z.output<typeof cartTableProps>

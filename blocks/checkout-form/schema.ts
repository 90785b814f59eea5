/**
 * checkout-form — the checkout page: billing details (required fields as the specification lists,
 * country/region as an accessible dropdown), optional order notes, the order summary from the cart
 * (title × quantity, subtotal, free shipping, total), the notice that no payment method is available
 * and Place Order, which only checks the fields, clears them and confirms with a toast.
 * Example props: { "defaultCountry": "CA" }
 */
import { z } from 'zod'
import { line, sitePath, TEXT_MAX } from '#data/schemas.ts'

const country = z.strictObject({
  value: line(TEXT_MAX.label).describe('Value sent with the form, e.g. "CA"'),
  label: line(TEXT_MAX.label).describe('Name shown, e.g. "Canada"'),
})

export const checkoutFormProps = z
  .strictObject({
    countries: z
      .array(country)
      .min(1)
      .default([
        { value: 'AU', label: 'Australia' },
        { value: 'CA', label: 'Canada' },
        { value: 'CN', label: 'China' },
        { value: 'JP', label: 'Japan' },
        { value: 'BD', label: 'Bangladesh' },
      ])
      .describe('Choices of the Country / Region dropdown'),
    defaultCountry: line(TEXT_MAX.label).default('CA').describe('The "value" of the country chosen at first and after a reset'),
    shippingLabel: line(TEXT_MAX.label).default('Free shipping').describe('Shipping line of the order summary'),
    paymentNotice: line(TEXT_MAX.sentence)
      .default(
        'Sorry, it seems that there are no available payment methods. Please contact us if you require assistance or wish to make alternate arrangements.',
      )
      .describe('Shown where payment methods would be'),
    shopLink: sitePath.default('/shop').describe('Link offered when the cart is empty'),
  })
  .superRefine((props, ctx) => {
    if (!props.countries.some((option) => option.value === props.defaultCountry)) {
      ctx.addIssue({
        code: 'custom',
        path: ['defaultCountry'],
        message: `"${props.defaultCountry}" is not one of the countries' values (${props.countries.map((c) => c.value).join(', ')})`,
        input: props.defaultCountry,
      })
    }
  })
export type CheckoutFormProps = z.output<typeof checkoutFormProps>

import { useId } from 'react'
import { Link } from 'react-router-dom'
import { cartLineKey, lineTotalCents } from '#cart/cart-rules.ts'
import { cartLineFacts } from '#cart/cart-store.ts'
import { useCart } from '#cart/use-cart.ts'
import { CartLineNotes } from '#ui/shop/cart-line-notes.tsx'
import { ConfirmingForm, formMessages } from '#ui/primitives/confirming-form.tsx'
import { Icon } from '#ui/primitives/icons.tsx'
import { ListboxSelect } from '#ui/primitives/listbox-select.tsx'
import { formatCents } from '#lib/money.ts'
import { useHydrated } from '#lib/use-hydrated.ts'
import { TextField } from '#ui/primitives/text-field.tsx'
import { TotalsRows } from '#ui/shop/totals-rows.tsx'
import type { CheckoutFormProps } from './schema.ts'
import './checkout-form.css'

/** Place Order sends nothing: the form clears and this confirmation appears (docs/decisions/050-storefront.md). */
export const CHECKOUT_CONFIRMATION = formMessages.message

function OrderSummary({ shippingLabel, shopLink }: Pick<CheckoutFormProps, 'shippingLabel' | 'shopLink'>) {
  const hydrated = useHydrated()
  const { items, totalCents } = useCart()
  // The cart is read from this browser's storage: the prerendered HTML cannot know it.
  if (!hydrated) return <div className="checkout-form__summary-placeholder" aria-busy="true" />

  return (
    <table className="checkout-form__summary">
      <caption className="visually-hidden">Your order</caption>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Subtotal</th>
        </tr>
      </thead>
      <tbody>
        {items.length === 0 ? (
          <tr>
            <td colSpan={2} className="checkout-form__summary-empty">
              Your cart is empty. <Link to={shopLink}>Browse the shop</Link>
            </td>
          </tr>
        ) : (
          items.map((item) => (
            <tr key={cartLineKey(item)}>
              <th scope="row" className="checkout-form__line">
                {item.title} <span className="checkout-form__times">× {item.quantity}</span>
                <CartLineNotes options={item.options} months={cartLineFacts(item.id)?.months} />
              </th>
              <td>{formatCents(lineTotalCents(item))}</td>
            </tr>
          ))
        )}
      </tbody>
      <tfoot>
        <TotalsRows subtotalCents={totalCents} shipping={shippingLabel} totalClassName="checkout-form__total" />
      </tfoot>
    </table>
  )
}

export default function CheckoutForm({ countries, defaultCountry, shippingLabel, paymentNotice, shopLink }: CheckoutFormProps) {
  const id = useId()
  return (
    <section className="checkout-form section" aria-label="Checkout">
      <div className="container">
        <ConfirmingForm confirmation={CHECKOUT_CONFIRMATION} className="checkout-form__layout">
          <fieldset className="checkout-form__billing">
            <legend>
              <h2 className="checkout-form__heading">Billing details</h2>
            </legend>
            <p className="checkout-form__note">Fields marked * are required.</p>
            <div className="checkout-form__grid">
              <TextField name="firstName" label="First name" autoComplete="given-name" required marks />
              <TextField name="lastName" label="Last name" autoComplete="family-name" required marks />
              <ListboxSelect
                label="Country / Region"
                name="country"
                options={countries}
                defaultValue={defaultCountry}
                required
                className="checkout-form__field--wide"
              />
              <TextField
                name="address1"
                label="Street address"
                autoComplete="address-line1"
                placeholder="House number and street name"
                required
                marks
                className="checkout-form__field--wide"
              />
              <TextField
                name="address2"
                label="Street address, second line"
                autoComplete="address-line2"
                placeholder="Apartment, suite, unit, etc. (optional)"
                hideLabel
                marks
                className="checkout-form__field--wide"
              />
              <TextField
                name="city"
                label="Town / City"
                autoComplete="address-level2"
                required
                marks
                className="checkout-form__field--wide"
              />
              <TextField name="state" label="State / County" autoComplete="address-level1" required marks />
              <TextField name="postcode" label="Postcode / ZIP" autoComplete="postal-code" required marks />
              <TextField name="phone" label="Phone" type="tel" autoComplete="tel" marks />
              <TextField name="email" label="E-mail address" type="email" autoComplete="email" required marks />
              <TextField
                name="notes"
                label="Order notes"
                rows={4}
                placeholder="Notes about your order, e.g. special notes for delivery."
                marks
                className="checkout-form__field--wide"
              />
            </div>
          </fieldset>
          <aside className="checkout-form__order" aria-labelledby={`${id}-order`}>
            <h2 id={`${id}-order`} className="checkout-form__heading">
              Your order
            </h2>
            <OrderSummary shippingLabel={shippingLabel} shopLink={shopLink} />
            <p className="checkout-form__payment" role="note">
              <Icon name="info" size={20} />
              <span>{paymentNotice}</span>
            </p>
            <button type="submit" className="btn btn--primary checkout-form__place">
              Place Order
            </button>
          </aside>
        </ConfirmingForm>
      </div>
    </section>
  )
}

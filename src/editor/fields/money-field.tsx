/** A price ("$12.00" in the file) typed as an amount beside a "$": what is typed is written once it is an amount. */
import { useState } from 'react'
import { amountText, centsToPriceText, parseAmount } from '#lib/money.ts'
import { FieldShell } from './field-shell.tsx'
import { isMissing, isRequired, mergeKeyOf, type FieldProps } from './field-props.ts'
import { placeholderOf, useForm } from './form-context.ts'

export function MoneyField(props: FieldProps) {
  const { schema, path, value, label, keyOrder } = props
  const { update, exampleAt } = useForm()
  return (
    <FieldShell
      path={path}
      label={label}
      description={schema.description}
      required={isRequired(props)}
      missing={isMissing(props)}
    >
      {(control) => (
        <MoneyInput
          control={control}
          placeholder={placeholderOf(exampleAt?.(path))?.replace('$', '')}
          price={value}
          onPrice={(price) => update(path, price, { keyOrder, mergeKey: mergeKeyOf(path) })}
        />
      )}
    </FieldShell>
  )
}

/**
 * The amount input itself, for MoneyField and the sale's earlier price: it keeps what is typed ("7.5")
 * while the file gets the price it means ("$7.50"), and shows the price in full when the field is left.
 */
export function MoneyInput({
  control,
  placeholder,
  price,
  onPrice,
}: {
  control: { id: string; 'aria-describedby': string | undefined; 'aria-invalid': true | undefined }
  placeholder?: string | undefined
  price: unknown
  onPrice: (price: string) => void
}) {
  const [typed, setTyped] = useState(() => amountText(price))
  // The price changed elsewhere (undo, another field): show it, unless it is what the typed text means.
  const [shownPrice, setShownPrice] = useState(price)
  if (price !== shownPrice) {
    setShownPrice(price)
    const cents = parseAmount(typed)
    if (cents === undefined || centsToPriceText(cents) !== price) setTyped(amountText(price))
  }
  const cents = parseAmount(typed)
  const notAmount = typed.trim() !== '' && cents === undefined
  return (
    <>
      <span className="ed-input-group">
        <span className="ed-input-group__prefix" aria-hidden="true">
          $
        </span>
        <input
          {...control}
          aria-invalid={control['aria-invalid'] ?? (notAmount ? true : undefined)}
          className="ed-input ed-input--money"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={placeholder}
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value)
            const next = parseAmount(e.target.value)
            if (next !== undefined) onPrice(centsToPriceText(next))
          }}
          onBlur={() => cents !== undefined && setTyped(amountText(centsToPriceText(cents)))}
        />
      </span>
      {notAmount && (
        <p className="ed-field__note ed-field__note--error">
          Type an amount in dollars, such as 12.50; the last saved price stays.
        </p>
      )}
    </>
  )
}

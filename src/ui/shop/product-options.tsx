/**
 * A product's options on its page and in the quick view (issue 53): one group of radio buttons for each option,
 * named by its legend ("Size", "Delivery"), the choices of the option that sets the price showing theirs. The
 * arrow keys move between the choices of a group, as radio buttons do; every choice keeps its place and size
 * when chosen, so choosing moves nothing. The radio buttons keep their own state (React only hears of changes),
 * so a choice made before the page's code ran survives its start and is then taken as the choice.
 * Example: <ProductOptions options={product.options} chosen={chosen} onChoose={setChosen} />
 */
import { useId, useLayoutEffect, useRef, useState } from 'react'
import { formatCents, priceTextToCents } from '#lib/money.ts'
import { firstChoices, type ChosenOptions, type ProductOption } from '#lib/product-options.ts'
import './product-options.css'

interface ProductOptionsProps {
  options: readonly ProductOption[]
  chosen: ChosenOptions
  onChoose: (chosen: ChosenOptions) => void
  className?: string
}

export function ProductOptions({ options, chosen, onChoose, className = '' }: ProductOptionsProps) {
  const id = useId()
  const ref = useRef<HTMLDivElement>(null)
  const readShown = useRef(false)
  // Before anything else runs (a kept press of Add to cart included): the choices the page shows are the choice.
  // Once, at the start: later choices reach onChoose through onChange.
  useLayoutEffect(() => {
    if (readShown.current) return
    readShown.current = true
    const shown = Object.fromEntries(
      [...(ref.current?.querySelectorAll<HTMLInputElement>('input:checked') ?? [])].map((radio) => [
        radio.dataset.option,
        radio.value,
      ]),
    )
    if (options.some((option) => shown[option.name] !== chosen[option.name])) onChoose({ ...chosen, ...shown })
  }, [options, chosen, onChoose])
  return (
    <div ref={ref} className={`product-options ${className}`}>
      {options.map((option, index) => (
        <fieldset key={option.name} className="product-options__option">
          <legend className="product-options__name">{option.name}</legend>
          <div className="product-options__choices">
            {option.choices.map((choice) => (
              <label key={choice.label} className="product-options__choice">
                <input
                  type="radio"
                  className="product-options__radio"
                  name={`${id}-${index}`}
                  value={choice.label}
                  data-option={option.name}
                  defaultChecked={chosen[option.name] === choice.label}
                  onChange={() => onChoose({ ...chosen, [option.name]: choice.label })}
                />
                <span className="product-options__label">{choice.label}</span>
                {choice.price !== undefined && (
                  <span className="product-options__price">{formatCents(priceTextToCents(choice.price))}</span>
                )}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  )
}

/**
 * The options chosen for a product, starting at the first choices, and starting again when another product is
 * shown in the same place (a product page followed by the next one's).
 */
export function useChosenOptions(
  product: { id: number; options?: readonly ProductOption[] | undefined } | undefined,
): [ChosenOptions, (chosen: ChosenOptions) => void] {
  const [state, setState] = useState<{ id: number | undefined; chosen: ChosenOptions }>(() => ({
    id: product?.id,
    chosen: firstChoices(product?.options),
  }))
  const chosen = state.id === product?.id ? state.chosen : firstChoices(product?.options)
  return [chosen, (next) => setState({ id: product?.id, chosen: next })]
}

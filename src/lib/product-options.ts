/**
 * A product's options (issue 53): choices a shopper makes before Add to cart, e.g. the harvest box's size and
 * delivery, the cheddar's weight. At most one option sets the price (each of its choices has one, e.g. Small
 * $28.00, Large $42.00); the others only describe what comes (Weekly, Fortnightly). The first choice of each
 * option is the one chosen at first, and its price is the product's "price", the one its cards show.
 * Pure and without zod: the product page, the quick view and the cart (read on every page) use it.
 */
import { priceTextToCents } from './money.ts'

export interface ProductOptionChoice {
  label: string
  /** The price of one with this choice, "$42.00"; only on the choices of the option that sets the price. */
  price?: string | undefined
}

export interface ProductOption {
  /** What is chosen, e.g. "Size". */
  name: string
  choices: readonly ProductOptionChoice[]
}

/** A choice for each option of a product, by option name in the product's order: { Size: 'Large', Delivery: 'Weekly' }. */
export type ChosenOptions = Readonly<Record<string, string>>

/** The first choice of each option: what the page shows chosen, and what a card's Add to cart adds. */
export function firstChoices(options: readonly ProductOption[] | undefined): ChosenOptions {
  return Object.fromEntries((options ?? []).map((option) => [option.name, option.choices[0]!.label]))
}

/**
 * `chosen` as a full choice for `options`, in the options' order: a choice for each option and nothing else.
 * Undefined when a choice is missing, unknown, or names an option the product does not have.
 */
export function validChoices(options: readonly ProductOption[] | undefined, chosen: unknown): ChosenOptions | undefined {
  if (typeof chosen !== 'object' || chosen === null || Array.isArray(chosen)) return undefined
  const given = chosen as Record<string, unknown>
  const list = options ?? []
  if (Object.keys(given).some((name) => !list.some((option) => option.name === name))) return undefined
  const entries: [string, string][] = []
  for (const option of list) {
    const label = Object.hasOwn(given, option.name) ? given[option.name] : undefined
    if (!option.choices.some((choice) => choice.label === label)) return undefined
    entries.push([option.name, label as string])
  }
  return Object.fromEntries(entries)
}

/** The price text of one of the product with `chosen`: the chosen price of the option that sets it, else its "price". */
export function chosenPrice(
  product: { price: string; options?: readonly ProductOption[] | undefined },
  chosen: ChosenOptions,
): string {
  for (const option of product.options ?? []) {
    const price = option.choices.find((choice) => choice.label === chosen[option.name])?.price
    if (price !== undefined) return price
  }
  return product.price
}

export const chosenPriceCents = (...args: Parameters<typeof chosenPrice>) => priceTextToCents(chosenPrice(...args))

/** The choices as a cart line, the checkout and search engines name them: "Large, Weekly". */
export function choicesText(chosen: ChosenOptions): string {
  return Object.values(chosen).join(', ')
}

/** Every way the product can be bought, in the options' order: the offers search engines are told of. */
export function everyChoice(options: readonly ProductOption[] | undefined): ChosenOptions[] {
  return (options ?? []).reduce<ChosenOptions[]>(
    (combinations, option) =>
      combinations.flatMap((chosen) => option.choices.map((choice) => ({ ...chosen, [option.name]: choice.label }))),
    [{}],
  )
}

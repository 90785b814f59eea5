/**
 * A product's season as data (issue 53): the months it is picked, 1 to 12. What a card, the quick view and the
 * product page say of it in a given month: "In season", or when it is next picked, "Back in June".
 */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

export interface SeasonLabel {
  inSeason: boolean
  /** "In season", or "Back in June". */
  text: string
}

/**
 * Whether a product is in season in `month` (1 to 12). A product without months is sold all year (the dairy, the
 * cellar's mushrooms, the tunnels' cucumbers): in season every month, never a pre-order (decision 259).
 */
export function isInSeason(months: readonly number[] | undefined, month: number): boolean {
  return !months || months.length === 0 || months.includes(month)
}

/** `months` as the data holds them (none: all year); `month` 1 to 12, the site's (src/build/site-date.ts). */
export function seasonLabel(months: readonly number[] | undefined, month: number): SeasonLabel {
  const next = nextSeason(months, month)
  return next === undefined ? { inSeason: true, text: 'In season' } : { inSeason: false, text: `Back in ${next}` }
}

/** A cart line's note for a product out of season (it can still be bought): "Pre-order: ships from June". */
export function preorderNote(months: readonly number[] | undefined, month: number): string | undefined {
  const next = nextSeason(months, month)
  return next === undefined ? undefined : `Pre-order: ships from ${next}`
}

/** The name of the month a product out of season is next picked in; undefined while it is in season. */
function nextSeason(months: readonly number[] | undefined, month: number): string | undefined {
  if (!months || isInSeason(months, month)) return undefined
  // The first of its months after this one, round the year.
  const next = Array.from({ length: 11 }, (_, step) => ((month + step) % 12) + 1).find((candidate) => months.includes(candidate))!
  return MONTH_NAMES[next - 1]
}

/**
 * The farm's address and opening hours are kept in data/site.json as fields (street, town…; days and
 * 24-hour times) so search engines can read them (JSON-LD, src/app/structured-data.ts); these
 * functions write them as visitors read them, e.g. "24 Meadow Lane, Green Valley, CA 95000" and
 * "Sunday to Friday, 08:00 am to 05:00 pm". Pure: the frame, the block defaults and the build use them.
 */

export const WEEK_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
export type WeekDay = (typeof WEEK_DAYS)[number]

export interface PostalAddress {
  street: string
  town: string
  region: string
  postalCode: string
  country: string
}

export interface OpeningHours {
  from: WeekDay
  to: WeekDay
  /** 24-hour "HH:MM". */
  opens: string
  closes: string
}

/** One line, as written on an envelope in the US: "24 Meadow Lane, Green Valley, CA 95000". */
export function formatAddress({ street, town, region, postalCode }: PostalAddress): string {
  return `${street}, ${town}, ${region} ${postalCode}`
}

/** "17:00" → "05:00 pm", "00:30" → "12:30 am", "12:00" → "12:00 pm". */
export function formatClockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  const hour12 = hours % 12 === 0 ? 12 : hours % 12
  return `${String(hour12).padStart(2, '0')}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`
}

/** "Sunday to Friday, 08:00 am to 05:00 pm"; a single day reads "Monday, …". */
export function formatOpeningHours({ from, to, opens, closes }: OpeningHours): string {
  const days = from === to ? from : `${from} to ${to}`
  return `${days}, ${formatClockTime(opens)} to ${formatClockTime(closes)}`
}

/** The days from `from` to `to`, going round the week: Sunday to Friday is Sunday, Monday … Friday. */
export function openDays({ from, to }: Pick<OpeningHours, 'from' | 'to'>): WeekDay[] {
  const start = WEEK_DAYS.indexOf(from)
  const length = ((WEEK_DAYS.indexOf(to) - start + 7) % 7) + 1
  return Array.from({ length }, (_, offset) => WEEK_DAYS[(start + offset) % 7]!)
}

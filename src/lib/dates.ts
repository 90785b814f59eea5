/**
 * Dates, one way for the site, the build and the editor. A day in the data is ISO text ("2024-12-28") and is
 * read as text, never through Date, so it cannot move with the time zone of the build or the visitor. Month
 * names are written out here, in English as the site is, instead of asking toLocaleString (whose first call
 * loads the locale's data, decision 005).
 */
const MONTH_NAMES = [
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
]

/** 12 → "Dec", the short name the site shows on dates (undefined for a number that is no month). */
function shortMonthName(month: number): string | undefined {
  return MONTH_NAMES[month - 1]?.slice(0, 3)
}

/** How a day shows: on the date badge (day, month, year) and in lists ("28 Dec 2024"). */
export interface ShownDate {
  day: string
  month: string
  year: string
  full: string
}

/**
 * The shown forms of one day, "2024-12-28" → 28, Dec, 2024 and "28 Dec 2024". The data schema guarantees the
 * form (year-month-day, a real day).
 */
export function shownDate(iso: string): ShownDate {
  const [year = '', month = '', day = ''] = iso.split('-')
  const monthName = shortMonthName(Number(month)) ?? month
  return { day, month: monthName, year, full: `${day} ${monthName} ${year}` }
}

/** A moment's day on the local clock as the data writes days: "2026-11-29". */
export function isoDayOf(moment: Date): string {
  const parts = [moment.getFullYear(), moment.getMonth() + 1, moment.getDate()]
  return parts.map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0')).join('-')
}

/** The month of a day, as an address writes it: "2024-12-28" → "2024-12". */
export function monthOf(date: string): string {
  return date.slice(0, 7)
}

const MONTH_VALUE = /^(\d{4})-(0[1-9]|1[0-2])$/

/** "2024-12" → "December 2024" (a heading's words); undefined when it is not a month. */
export function monthInWords(month: string): string | undefined {
  const match = MONTH_VALUE.exec(month)
  return match ? `${MONTH_NAMES[Number(match[2]) - 1]} ${match[1]}` : undefined
}

/** "14:32" today, "24 Nov, 14:32" another day, in the browser's time zone: when something was last changed. */
export function timeOrDayAndTime(at: number, now = Date.now()): string {
  const date = new Date(at)
  const time = [date.getHours(), date.getMinutes()].map((part) => String(part).padStart(2, '0')).join(':')
  if (date.toDateString() === new Date(now).toDateString()) return time
  return `${date.getDate()} ${shortMonthName(date.getMonth() + 1)}, ${time}`
}

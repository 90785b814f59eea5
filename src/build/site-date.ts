/**
 * The build's date: the day the site is built as published on. Drafts and what is scheduled after this day are
 * left out (src/data/publishing.ts); the seasons read it too. Today on the build machine's clock, or
 * SITE_DATE=YYYY-MM-DD to build the site as it will be on that day (tests, previews of a schedule).
 * The one reader of SITE_DATE: everything that needs the build's date asks here.
 */
import { z } from 'zod'
import { isoDayOf } from '#lib/dates.ts'

const SITE_DATE = z.iso.date()

/** "2026-12-03": SITE_DATE when set, else today's date where the build runs. */
export function siteDate(env: Readonly<Record<string, string | undefined>> = process.env, now = new Date()): string {
  const written = env.SITE_DATE?.trim()
  if (written) {
    if (!SITE_DATE.safeParse(written).success)
      throw new Error(`SITE_DATE="${written}" is not a day: write it as year-month-day, e.g. SITE_DATE=2026-12-03`)
    return written
  }
  return isoDayOf(now)
}

/** The month of a day, 1 to 12: what the seasons are shown for ("2026-11-15" → 11). */
export function monthOf(day: string): number {
  return Number(day.slice(5, 7))
}

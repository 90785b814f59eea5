/**
 * What the build prints about drafts and schedules: what comes out on its day, what is waiting for a later day and
 * which drafts it leaves out, each by its title, so a daily rebuild's log says what changed on the site.
 */
import { shownDate } from '#lib/dates.ts'
import { publicationInWords } from '#lib/publication.ts'
import type { CompiledSite } from './compile-site.ts'

export function scheduleReport({ day, notOut, outToday }: Pick<CompiledSite, 'day' | 'notOut' | 'outToday'>): string[] {
  const waiting = notOut.filter((item) => item.publication.state === 'scheduled')
  const drafts = notOut.filter((item) => item.publication.state === 'draft')
  if (outToday.length + notOut.length === 0) return []
  return [
    `The site as of ${shownDate(day).full} (set SITE_DATE=YYYY-MM-DD to build another day):`,
    ...outToday.map((named) => `  out today: ${named}`),
    ...waiting.map((item) => `  waiting: ${item.named}, ${publicationInWords(item.publication)}`),
    ...drafts.map((item) => `  left out, a draft: ${item.named}`),
  ]
}

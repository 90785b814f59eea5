import type { PublishedVersion } from '#page-model/editor-api-types.ts'
import { timeOrDayAndTime } from '#lib/dates.ts'

/** What the live region says once History's Restore has loaded a version into the editor. */
export function restoredMessage(version: PublishedVersion): string {
  return `The version of ${timeOrDayAndTime(Date.parse(version.date))} (“${version.message.split('\n')[0]}”) is loaded as unsaved changes: Save to keep it, or Undo.`
}

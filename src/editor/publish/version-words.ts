/** A version in History's words (decision 263): what the list, the comparison and the live region call it. */
import type { PublishedVersion } from '#page-model/editor-api-types.ts'
import { timeOrDayAndTime } from '#lib/dates.ts'

export const BY_DEVELOPERS = 'Changed by the site’s developers'

/** A published version by its message's first line; a developer's commit as theirs (its message is under Details). */
export function versionTitle(version: PublishedVersion): string {
  return version.published ? version.message.split('\n')[0]! : BY_DEVELOPERS
}

/** When it was made: "14:05" today, else its day and time. */
export function versionWhen(version: PublishedVersion): string {
  return timeOrDayAndTime(Date.parse(version.date))
}

/** What the live region says once History's Restore has loaded a version into the editor. */
export function restoredMessage(version: PublishedVersion): string {
  return `The version of ${versionWhen(version)} (“${versionTitle(version)}”) is loaded as unsaved changes: Save to keep it, or Undo.`
}

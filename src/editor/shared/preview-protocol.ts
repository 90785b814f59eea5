/**
 * Messages between the editor and its preview frame (/__edit/preview), both on the dev server's own
 * origin: the editor sends the compiled draft (with the settings when they are being edited), the selected block and the list
 * entry being edited; the preview says when it is ready
 * and which block was clicked.
 */
import type { EditedEntryOfPage } from '#app/edited-entry-context.ts'
import type { SiteSettings } from '#data/site-schema.ts'
import type { CompiledPage } from '#page-model/site-types.ts'

export type ToPreview =
  // The frame around the page shows `site` when given (unsaved settings), else the saved settings.
  | { type: 'show'; page: CompiledPage; url: string; site?: SiteSettings | undefined }
  | { type: 'select'; blockId: string | undefined; scroll: boolean }
  // The list entry the form is on (e.g. slide 2 of the hero), so the block shows it.
  | { type: 'entry'; entry: EditedEntryOfPage | undefined }

export type FromPreview = { type: 'ready' } | { type: 'picked'; blockId: string }

/** A message from a window of the same origin, of the expected shape, or undefined. */
export function messageFrom<T extends { type: string }>(event: MessageEvent, source: MessageEventSource | null): T | undefined {
  if (event.origin !== location.origin || event.source !== source) return undefined
  const data: unknown = event.data
  return typeof data === 'object' && data !== null && typeof (data as { type?: unknown }).type === 'string'
    ? (data as T)
    : undefined
}

import { useEffect } from 'react'
import { SITE_FILES_CHANGED } from '#page-model/dev-events.ts'
import type { EditorCatalogue } from '#page-model/editor-api-types.ts'
import { endpoint } from './endpoint-client.ts'
import type { DevServerEvents } from './use-disk-changes.ts'

/**
 * The page list and the pickers' lists (pictures, links, records) are read again when a site file changes on
 * disk: a page made or a picture added elsewhere can be chosen without reloading the editor. Once per burst of
 * changes; a failed refresh keeps the lists as they were (the page's own checks report a silent dev server).
 */
export function useListsFollowDisk(
  events: DevServerEvents | undefined,
  loadPages: () => Promise<void>,
  setCatalogue: (catalogue: EditorCatalogue) => void,
) {
  useEffect(() => {
    if (!events) return
    let settling: ReturnType<typeof setTimeout> | undefined
    const refresh = () => {
      clearTimeout(settling)
      settling = setTimeout(() => {
        void loadPages()
        endpoint.catalogue().then(setCatalogue, () => undefined)
      }, LISTS_SETTLE_MS)
    }
    events.on(SITE_FILES_CHANGED, refresh)
    return () => {
      clearTimeout(settling)
      events.off(SITE_FILES_CHANGED, refresh)
    }
  }, [events, loadPages, setCatalogue])
}

/** How long after the last change on disk the lists are read again. */
export const LISTS_SETTLE_MS = 300

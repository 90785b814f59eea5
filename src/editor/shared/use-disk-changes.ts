/**
 * Site files changed on disk, as the dev server announces them: another file the page's checks depend
 * on asks for a new check; this page's file, changed by someone else, is opened again when nothing here
 * is unsaved, and otherwise blocks saving (it would overwrite that change) until it is loaded — or until
 * the draft holds what the file now holds, or nothing unsaved again (e.g. after undo).
 */
import { useEffect, useState } from 'react'
import { SITE_FILES_CHANGED, type SiteFilesChanged } from '#page-model/dev-events.ts'
import { endpoint } from './endpoint-client.ts'
import { useLatest } from './use-latest.ts'
import type { PageValue } from '#editor/page/page-document.ts'

/** The dev server's messages: import.meta.hot, which is undefined outside `npm run dev`. */
export interface DevServerEvents {
  on(event: typeof SITE_FILES_CHANGED, listener: (payload: SiteFilesChanged) => void): void
  off(event: typeof SITE_FILES_CHANGED, listener: (payload: SiteFilesChanged) => void): void
}

interface DiskChangesOptions {
  /** The page's file name in pages-schema/. */
  name: string
  events: DevServerEvents | undefined
  /** The draft. */
  page: PageValue
  dirty: boolean
  /** The version of the file the draft started from or was last saved as. */
  version: string
  /** The file on disk holds this page at this version: nothing to save. */
  markSaved: (page: PageValue, version: string) => void
  onOtherFileChanged: () => void
  onReload: () => void
}

/** The page file as another hand left it; `unreadable` when it could not be opened (deleted, or not JSON). */
type FileOnDisk = { value: unknown; version: string } | 'unreadable'

/** Whether this page's file changed on disk while there were unsaved changes. */
export function useDiskChanges({
  name,
  events,
  page,
  dirty,
  version,
  markSaved,
  onOtherFileChanged,
  onReload,
}: DiskChangesOptions): boolean {
  const [changedOnDisk, setChangedOnDisk] = useState<FileOnDisk>()
  // Read when the file on disk has been opened, which can be after later renders.
  const latest = useLatest({ dirty, version })
  useEffect(() => {
    if (!events) return
    const onChange = ({ file: changed }: SiteFilesChanged) => {
      if (changed !== `pages-schema/${name}`) {
        onOtherFileChanged()
        return
      }
      endpoint.open(name).then(
        (onDisk) => {
          if (onDisk.version === latest.current.version) return // our own save
          if (latest.current.dirty) setChangedOnDisk({ value: onDisk.value, version: onDisk.version })
          else onReload()
        },
        () => setChangedOnDisk('unreadable'),
      )
    }
    events.on(SITE_FILES_CHANGED, onChange)
    return () => events.off(SITE_FILES_CHANGED, onChange)
  }, [events, name, onOtherFileChanged, onReload, latest])
  // Once the draft is marked as saved at the file's new version, nothing would overwrite that change.
  const caughtUp = changedOnDisk !== undefined && changedOnDisk !== 'unreadable' && changedOnDisk.version === version
  // Edits after the change (an undo, the same edit made there) can leave nothing that would overwrite it.
  useEffect(() => {
    if (changedOnDisk === undefined || changedOnDisk === 'unreadable' || caughtUp) return
    if (JSON.stringify(page) === JSON.stringify(changedOnDisk.value)) markSaved(page, changedOnDisk.version)
    else if (!dirty) onReload()
  }, [changedOnDisk, caughtUp, page, dirty, markSaved, onReload])
  return changedOnDisk !== undefined && !caughtUp
}

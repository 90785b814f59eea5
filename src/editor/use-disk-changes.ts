/**
 * Site files changed on disk, as the dev server announces them: another file the page's checks depend
 * on asks for a new check; this page's file, changed by someone else, is opened again when nothing here
 * is unsaved, and otherwise blocks saving (it would overwrite that change) until it is loaded.
 */
import { useEffect, useRef, useState } from 'react'
import { SITE_FILES_CHANGED, type SiteFilesChanged } from '#page-model/dev-events.ts'
import { endpoint } from './endpoint-client.ts'

/** The dev server's messages: import.meta.hot, which is undefined outside `npm run dev`. */
export interface DevServerEvents {
  on(event: typeof SITE_FILES_CHANGED, listener: (payload: SiteFilesChanged) => void): void
  off(event: typeof SITE_FILES_CHANGED, listener: (payload: SiteFilesChanged) => void): void
}

interface DiskChangesOptions {
  /** The page's file name in pages-schema/. */
  name: string
  events: DevServerEvents | undefined
  dirty: boolean
  /** The version of the file the draft started from or was last saved as. */
  version: string
  onOtherFileChanged: () => void
  onReload: () => void
}

/** Whether this page's file changed on disk while there were unsaved changes. */
export function useDiskChanges({ name, events, dirty, version, onOtherFileChanged, onReload }: DiskChangesOptions): boolean {
  const [changedOnDisk, setChangedOnDisk] = useState(false)
  // Read when the file on disk has been opened, which can be after later renders.
  const latest = useRef({ dirty, version })
  useEffect(() => {
    latest.current = { dirty, version }
  })
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
          if (latest.current.dirty) setChangedOnDisk(true)
          else onReload()
        },
        () => setChangedOnDisk(true),
      )
    }
    events.on(SITE_FILES_CHANGED, onChange)
    return () => events.off(SITE_FILES_CHANGED, onChange)
  }, [events, name, onOtherFileChanged, onReload])
  return changedOnDisk
}

/**
 * A data file changed on disk, as the dev server announces it (as use-disk-changes.ts does for page
 * files): opened again when nothing here is unsaved; otherwise saving is blocked until it is reloaded.
 */
import { useEffect, useState } from 'react'
import { SITE_FILES_CHANGED, type SiteFilesChanged } from '#page-model/dev-events.ts'
import type { DevServerEvents } from '#editor/shared/use-disk-changes.ts'
import { useLatest } from '#editor/shared/use-latest.ts'

interface DataFileChangesOptions {
  /** The data file, e.g. "data/products.json". */
  file: string
  events: DevServerEvents | undefined
  dirty: boolean
  version: string
  /** The version of the file on disk now. */
  versionOnDisk: () => Promise<string>
  onReload: () => void
}

export function useDataFileChanges({ file, events, dirty, version, versionOnDisk, onReload }: DataFileChangesOptions): boolean {
  const [changedOnDisk, setChangedOnDisk] = useState(false)
  const latest = useLatest({ dirty, version })
  useEffect(() => {
    if (!events) return
    const onChange = ({ file: changed }: SiteFilesChanged) => {
      if (changed !== file) return
      versionOnDisk().then(
        (onDisk) => {
          if (onDisk === latest.current.version) return // our own save
          if (latest.current.dirty) setChangedOnDisk(true)
          else onReload()
        },
        () => setChangedOnDisk(true),
      )
    }
    events.on(SITE_FILES_CHANGED, onChange)
    return () => events.off(SITE_FILES_CHANGED, onChange)
  }, [events, file, versionOnDisk, onReload, latest])
  return changedOnDisk
}

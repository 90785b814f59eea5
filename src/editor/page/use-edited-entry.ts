/** The list entry the form was last on (e.g. slide 2's title): the preview's block shows that entry. */
import { useCallback, useMemo, useState } from 'react'
import type { JsonPath } from '#page-model/json-positions.ts'
import { entryAt, type PageValue } from './page-document.ts'

export function useEditedEntry(page: PageValue, selectedIndex: number) {
  const [entryPath, setEntryPath] = useState<JsonPath>()
  const showEntry = useCallback((path: JsonPath) => setEntryPath(path), [])
  // Only an entry of the selected block: one from an earlier selection no longer holds the preview.
  const {
    blockId: entryBlockId,
    setting: entrySetting,
    index: entryIndex,
  } = (entryPath && entryPath[1] === selectedIndex ? entryAt(page, entryPath) : undefined) ?? {}
  // The same entry keeps its identity, so the preview is not told again.
  const editedEntry = useMemo(
    () =>
      entryBlockId !== undefined && entrySetting !== undefined && entryIndex !== undefined
        ? { blockId: entryBlockId, setting: entrySetting, index: entryIndex }
        : undefined,
    [entryBlockId, entrySetting, entryIndex],
  )
  return { showEntry, editedEntry }
}

/**
 * A data file's draft (a collection's records, or the site settings), with undo and redo from the page
 * editor's history, and the version of it last written to disk (so whether it has unsaved changes).
 */
import { useCallback, useReducer, useState } from 'react'
import type { JsonPath } from '#page-model/json-positions.ts'
import { withValueAt } from '#editor/page/page-document.ts'
import { createHistory, historyReducer } from '#editor/shared/history.ts'

export interface DataDraft<T> {
  value: T
  /** Sets the value at a path (undefined removes it); changes with the same mergeKey in quick succession undo as one step. */
  update: (path: JsonPath, value: unknown, options?: { keyOrder?: readonly string[] | undefined; mergeKey?: string }) => void
  change: (update: (present: T) => T, mergeKey?: string) => void
  undo: () => void
  redo: () => void
  canUndo: boolean
  canRedo: boolean
  dirty: boolean
  /** The version of the file the draft started from or was last saved as; a save names it. */
  version: string
  /**
   * The file on disk now holds `value`, at `version`, written from the draft `sent`; when the server changed
   * what it was sent (it numbered new records), the draft becomes what the file holds.
   */
  markSaved: (value: T, version: string, sent: T) => void
}

export function useDataDraft<T>(opened: { value: T; version: string }): DataDraft<T> {
  const [history, dispatch] = useReducer(historyReducer<T>, opened.value, createHistory)
  const [saved, setSaved] = useState({ json: JSON.stringify(opened.value), version: opened.version })
  const change = useCallback(
    (update: (present: T) => T, mergeKey?: string) => dispatch({ type: 'change', update, mergeKey, at: Date.now() }),
    [],
  )
  const update = useCallback<DataDraft<T>['update']>(
    (path, value, options) =>
      change((present) => withValueAt(present, path, value, options?.keyOrder ?? []) as T, options?.mergeKey),
    [change],
  )
  const undo = useCallback(() => dispatch({ type: 'undo' }), [])
  const redo = useCallback(() => dispatch({ type: 'redo' }), [])
  const markSaved = useCallback((value: T, version: string, sent: T) => {
    const json = JSON.stringify(value)
    setSaved({ json, version })
    // The new records now have ids: the draft takes them (undo cannot go back past them).
    if (json !== JSON.stringify(sent)) dispatch({ type: 'reset', value })
  }, [])
  return {
    value: history.present,
    update,
    change,
    undo,
    redo,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    dirty: JSON.stringify(history.present) !== saved.json,
    version: saved.version,
    markSaved,
  }
}

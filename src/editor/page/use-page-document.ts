/**
 * The page being edited, with undo and redo, and the version of it last written to disk (so whether it
 * has unsaved changes).
 */
import { useCallback, useReducer, useState } from 'react'
import { createHistory, historyReducer } from '#editor/shared/history.ts'
import { openDoc, type EditorDoc, type PageValue } from './page-document.ts'

/** Changes the page; changes with the same `mergeKey` in quick succession undo as one step (typing). */
export type ChangeDoc = (update: (present: EditorDoc) => EditorDoc, mergeKey?: string) => void

export function usePageDocument(file: { value: PageValue; version: string }) {
  const [history, dispatch] = useReducer(historyReducer<EditorDoc>, file.value, (page) => createHistory(openDoc(page)))
  const [saved, setSaved] = useState({ json: JSON.stringify(file.value), version: file.version })
  const change = useCallback<ChangeDoc>((update, mergeKey) => dispatch({ type: 'change', update, mergeKey, at: Date.now() }), [])
  const undo = useCallback(() => dispatch({ type: 'undo' }), [])
  const redo = useCallback(() => dispatch({ type: 'redo' }), [])
  /** The file on disk now holds this page, at this version. */
  const markSaved = useCallback((page: PageValue, version: string) => setSaved({ json: JSON.stringify(page), version }), [])
  return {
    doc: history.present,
    change,
    undo,
    redo,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    dirty: JSON.stringify(history.present.page) !== saved.json,
    /** The version of the file this draft started from or was last saved as; a save names it. */
    version: saved.version,
    markSaved,
  }
}

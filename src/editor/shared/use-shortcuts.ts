/** The editor's keyboard shortcuts: Ctrl+Z undoes, Shift+Ctrl+Z and Ctrl+Y redo, Ctrl+S saves (Cmd on a Mac). */
import { useEffect, useEffectEvent } from 'react'

export function useShortcuts({ undo, redo, save }: { undo: () => void; redo: () => void; save: () => Promise<unknown> }) {
  // An effect event, so a shortcut always reaches this render's save: a listener re-attached by an effect
  // could, for a moment after Save was enabled, still hold one that saw nothing to save (Ctrl+S did nothing).
  const onShortcut = useEffectEvent((event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return
    const key = event.key.toLowerCase()
    if (key === 'z' && !event.shiftKey) undo()
    else if ((key === 'z' && event.shiftKey) || key === 'y') redo()
    else if (key === 's') void save()
    else return
    event.preventDefault()
  })
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => onShortcut(event)
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])
}

/**
 * The editor's top bar, the same on every screen (a page, a collection, the settings): the brand, what is
 * being edited, the save state, undo, redo and Save. The page editor adds "Save as new page…" before Save.
 */
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react'
import { EDITOR_PATH } from '#page-model/dev-addresses.ts'
import { Icon } from '#ui/primitives/icons.tsx'

interface EditorTopBarProps {
  /** What the brand calls this screen: "Page editor", "Editor". */
  tool: string
  /** Beside the brand: the sections, the page or collection picker. */
  nav: ReactNode
  /** The dot turns amber: unsaved changes, or a data file with problems. */
  needsAttention: boolean
  status: string
  /** Why Save is disabled, or what it will do; Save is described by it. */
  saveReason: string
  canSave: boolean
  onSave: () => void
  canUndo: boolean
  canRedo: boolean
  onUndo: () => void
  onRedo: () => void
  /** More actions, before Save. */
  actions?: ReactNode
}

export function EditorTopBar(props: EditorTopBarProps) {
  const { tool, nav, needsAttention, status, saveReason, canSave, onSave, canUndo, canRedo, onUndo, onRedo, actions } = props
  const saveReasonId = useId()
  const bar = useRef<HTMLElement>(null)
  const saveState = useRef<HTMLDivElement>(null)
  // On a phone the bar wraps to five rows, a third of the screen: when the page scrolls, the rows above the save
  // state go with it and the save state and its buttons stay (editor.css). How far that is depends on the wrapping.
  useLayoutEffect(() => {
    const header = bar.current
    const state = saveState.current
    if (!header || !state) return
    const measure = () => {
      const above = state.offsetTop - parseFloat(getComputedStyle(header).paddingTop)
      header.style.setProperty('--ed-topbar-scroll-away', `${Math.max(0, above)}px`)
    }
    const observer = new ResizeObserver(measure)
    observer.observe(header)
    return () => observer.disconnect()
  }, [])
  return (
    <header className="ed-topbar" ref={bar}>
      <a className="ed-brand" href={EDITOR_PATH}>
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span className="ed-brand__name">Green Valley</span>
        <span className="ed-brand__tool">{tool}</span>
      </a>
      {nav}
      <div className="ed-topbar__state" ref={saveState}>
        <p className={`ed-topbar__status${needsAttention ? ' needs-attention' : ''}`} role="status">
          <span className="ed-topbar__dot" aria-hidden="true" />
          {status}
        </p>
        <p id={saveReasonId} className="ed-topbar__reason">
          {saveReason}
        </p>
      </div>
      <div className="ed-topbar__actions">
        <button
          type="button"
          className="ed-icon-button ed-icon-button--bar"
          onClick={onUndo}
          disabled={!canUndo}
          title="Undo (Ctrl+Z)"
          aria-keyshortcuts="Control+Z Meta+Z"
        >
          <Icon name="undo" size={18} />
          <span className="visually-hidden">Undo</span>
        </button>
        <button
          type="button"
          className="ed-icon-button ed-icon-button--bar"
          onClick={onRedo}
          disabled={!canRedo}
          title="Redo (Shift+Ctrl+Z)"
          aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
        >
          <Icon name="redo" size={18} />
          <span className="visually-hidden">Redo</span>
        </button>
        {actions}
        <button
          type="button"
          className="ed-button ed-button--primary"
          onClick={onSave}
          disabled={!canSave}
          aria-describedby={saveReasonId}
          aria-keyshortcuts="Control+S Meta+S"
        >
          Save
        </button>
      </div>
    </header>
  )
}

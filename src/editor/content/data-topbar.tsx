/** The top bar of the Content and Settings screens: the same states and buttons as the page editor's. */
import { useId, type ReactNode } from 'react'
import { Icon } from '#ui/icons.tsx'
import { EditorSections, type EditorSection } from './editor-sections.tsx'

interface DataTopBarProps {
  section: EditorSection
  /** Beside the sections: e.g. the collection being edited. */
  picker?: ReactNode
  dirty: boolean
  status: string
  saveReason: string
  canSave: boolean
  onSave: () => void
  canUndo: boolean
  canRedo: boolean
  onUndo: () => void
  onRedo: () => void
}

export function DataTopBar(props: DataTopBarProps) {
  const { section, picker, dirty, status, saveReason, canSave, onSave, canUndo, canRedo, onUndo, onRedo } = props
  const saveReasonId = useId()
  return (
    <header className="ed-topbar">
      <a className="ed-brand" href="/__edit">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span className="ed-brand__name">Green Valley</span>
        <span className="ed-brand__tool">Editor</span>
      </a>
      <EditorSections current={section} onDark />
      {picker}
      <div className="ed-topbar__state">
        <p className={`ed-topbar__status${dirty ? ' needs-attention' : ''}`} role="status">
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

/**
 * The editor's top bar, the same on every screen (a page, a collection, the settings): the brand, what is
 * being edited, the save state, undo, redo and Save, and below it the screen's live region, which tells a
 * screen reader what an edit did. The page editor adds "Save as new page…" before Save. Publish, which edits
 * no file, has the bar with its brand and sections only (EditorBar).
 */
import { useId, useLayoutEffect, useRef, type ReactNode, type Ref } from 'react'
import { EDITOR_PATH } from '#page-model/dev-addresses.ts'
import { Icon } from '#ui/primitives/icons.tsx'

interface EditorTopBarProps {
  /** What the brand calls this screen: "Page editor", "Editor". */
  tool: string
  /** Beside the brand: the sections, the page or collection picker. */
  nav: ReactNode
  /** The dot turns amber: unsaved changes, or a data file with problems. */
  needsAttention: boolean
  /** The save state: the status line, why Save is disabled or what it will do (Save is described by it), whether it may. */
  saving: { status: string; saveReason: string; canSave: boolean }
  onSave: () => void
  history: { canUndo: boolean; canRedo: boolean; undo: () => void; redo: () => void }
  /** What the live region says last (an edit's outcome). */
  announcement: string
  /** More actions, before Save. */
  actions?: ReactNode
}

export function EditorTopBar({ tool, nav, needsAttention, saving, onSave, history, announcement, actions }: EditorTopBarProps) {
  const { status, saveReason, canSave } = saving
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
  const steps = [
    { label: 'Undo', icon: 'undo', onClick: history.undo, enabled: history.canUndo, keys: 'Ctrl+Z', aria: 'Control+Z Meta+Z' },
    {
      label: 'Redo',
      icon: 'redo',
      onClick: history.redo,
      enabled: history.canRedo,
      keys: 'Shift+Ctrl+Z',
      aria: 'Control+Shift+Z Meta+Shift+Z Control+Y',
    },
  ] as const
  return (
    <>
      <EditorBar tool={tool} nav={nav} ref={bar}>
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
          {steps.map((step) => (
            <button
              key={step.label}
              type="button"
              className="ed-icon-button ed-icon-button--bar"
              onClick={step.onClick}
              disabled={!step.enabled}
              title={`${step.label} (${step.keys})`}
              aria-keyshortcuts={step.aria}
            >
              <Icon name={step.icon} size={18} />
              <span className="visually-hidden">{step.label}</span>
            </button>
          ))}
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
      </EditorBar>
      <div className="visually-hidden" aria-live="polite">
        {announcement}
      </div>
    </>
  )
}

/**
 * The bar itself: the brand (a link to the editor's start) naming the screen, and the screen's navigation; a
 * screen that edits a file puts its save state and buttons after them (EditorTopBar), Publish has none.
 */
export function EditorBar({
  tool,
  nav,
  children,
  ref,
}: {
  tool: string
  nav: ReactNode
  children?: ReactNode
  ref?: Ref<HTMLElement>
}) {
  return (
    <header className="ed-topbar" ref={ref}>
      <a className="ed-brand" href={EDITOR_PATH}>
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span className="ed-brand__name">Green Valley</span>
        <span className="ed-brand__tool">{tool}</span>
      </a>
      {nav}
      {children}
    </header>
  )
}

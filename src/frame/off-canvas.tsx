/**
 * A panel that slides in from one side over a dimming overlay: the shared shell of the mobile menu
 * and the info side panel. It is a modal dialog while open (see useModalPanel); closed, it stays in
 * the HTML but is inert and hidden, so the prerendered page and the first client render agree.
 * Its contents are drawn from the first time it opens, not before: every page carries both panels,
 * and their ~200 elements were a third of a short page's HTML to parse and hydrate (decision 241).
 */
import { useRef, useState, type ReactNode, type RefObject } from 'react'
import { Icon } from '#ui/primitives/icons.tsx'
import { useModalPanel } from '#ui/primitives/use-modal-panel.ts'

/** What a panel built on OffCanvas (the mobile menu, the side panel) is given by the header. */
export interface OffCanvasPanelProps {
  open: boolean
  onClose: () => void
  /** The button that opened it: the focus goes back there. */
  triggerRef: RefObject<HTMLElement | null>
}

interface OffCanvasProps extends OffCanvasPanelProps {
  side: 'start' | 'end'
  /** The dialog's accessible name, e.g. "Menu". */
  label: string
  bodyClass: string
  id: string
  className?: string
  /** Shown at the top, before the close button (e.g. the logo). */
  head?: ReactNode
  closeLabel: string
  children: ReactNode
}

export function OffCanvas({
  open,
  onClose,
  triggerRef,
  side,
  label,
  bodyClass,
  id,
  className = '',
  head,
  closeLabel,
  children,
}: OffCanvasProps) {
  const layerRef = useRef<HTMLDivElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const [hasOpened, setHasOpened] = useState(open)
  if (open && !hasOpened) setHasOpened(true)
  useModalPanel({ open, layerRef, panelRef, triggerRef, bodyClass, onClose })

  return (
    <div ref={layerRef} className={`off-canvas off-canvas--${side} ${className}${open ? ' is-open' : ''}`} inert={!open}>
      <div className="off-canvas__overlay" onClick={onClose} />
      <div ref={panelRef} id={id} className="off-canvas__panel" role="dialog" aria-modal="true" aria-label={label}>
        {hasOpened && (
          <>
            <div className="off-canvas__head">
              {head}
              <button type="button" className="icon-button off-canvas__close" onClick={onClose} data-autofocus>
                <Icon name="close" size={22} />
                <span className="visually-hidden">{closeLabel}</span>
              </button>
            </div>
            <div className="off-canvas__body">{children}</div>
          </>
        )}
      </div>
    </div>
  )
}

/**
 * A modal dialog on the native <dialog> element: the browser keeps focus inside, closes it on Escape
 * and gives focus back to what opened it. An element marked data-autofocus takes the focus on opening.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { Icon } from '#ui/primitives/icons.tsx'

interface DialogProps {
  open: boolean
  title: string
  /** One line under the title. */
  intro?: ReactNode
  onClose: () => void
  wide?: boolean
  children: ReactNode
}

export function Dialog({ open, title, intro, onClose, wide, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      dialog.showModal()
      // The field the dialog is for (e.g. its search box) takes the focus, not the close button.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    }
    if (!open && dialog.open) dialog.close()
  }, [open])
  return (
    <dialog
      ref={ref}
      className={`ed-dialog${wide ? ' ed-dialog--wide' : ''}`}
      aria-labelledby={titleId}
      onClose={onClose}
      // A click on the backdrop (the dialog element itself, outside its content) closes it.
      onClick={(event) => {
        if (event.target === ref.current) onClose()
      }}
    >
      {open && (
        <div className="ed-dialog__content">
          <header className="ed-dialog__head">
            <div>
              <h2 id={titleId} className="ed-dialog__title">
                {title}
              </h2>
              {intro && <p className="ed-dialog__intro">{intro}</p>}
            </div>
            <button type="button" className="ed-icon-button" onClick={onClose}>
              <Icon name="close" size={18} />
              <span className="visually-hidden">Close</span>
            </button>
          </header>
          {children}
        </div>
      )}
    </dialog>
  )
}

/** The last row of a form in a dialog: Cancel, then the button that sends the form (`children`: what it does). */
export function CancelOrSubmit({
  onCancel,
  submitDisabled,
  children,
}: {
  onCancel: () => void
  submitDisabled: boolean
  children: ReactNode
}) {
  return (
    <div className="ed-form__actions">
      <button type="button" className="ed-button" onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" className="ed-button ed-button--primary" disabled={submitDisabled}>
        {children}
      </button>
    </div>
  )
}

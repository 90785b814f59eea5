import type { ReactNode } from 'react'

/**
 * One control of the editor's own forms and dialogs with its label above it (`id` is the control's); after the
 * control come its help and notes. A setting of a page, block or record has more around it: FieldShell.
 */
export function LabelledField({
  id,
  label,
  className,
  children,
}: {
  id: string
  label: string
  /** Added to `ed-field`, e.g. `ed-field--inline`. */
  className?: string | undefined
  children: ReactNode
}) {
  return (
    <div className={className ? `ed-field ${className}` : 'ed-field'}>
      <label className="ed-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  )
}

import type { ReactNode, RefObject } from 'react'

/**
 * An icon button of the header that opens a popup or a panel (search, cart, info panel, mobile menu): it says
 * whether that is open and which element it controls. Its icon and its name for screen readers are its children.
 */
export function HeaderToggle({
  buttonRef,
  className,
  open,
  controls,
  onToggle,
  children,
}: {
  buttonRef: RefObject<HTMLButtonElement | null>
  className?: string
  open: boolean
  controls: string
  onToggle: () => void
  children: ReactNode
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className={className ? `icon-button ${className}` : 'icon-button'}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {children}
    </button>
  )
}

/**
 * A header icon button that opens and closes the panel it names (the search bar, the cart, the side
 * panel, the phone menu): it says whether that panel is open, and its words are for screen readers only.
 * Example: <PanelToggle buttonRef={ref} open={open} controls="search-bar" onClick={toggle} icon={<Icon name="search" size={22} />} label="Site search" />
 */
import type { ReactNode, RefObject } from 'react'

export function PanelToggle({
  buttonRef,
  className,
  open,
  controls,
  onClick,
  icon,
  label,
  children,
}: {
  buttonRef: RefObject<HTMLButtonElement | null>
  /** The header's own class for this button, beside icon-button. */
  className?: string
  open: boolean
  /** The id of the panel it opens. */
  controls: string
  onClick: () => void
  icon: ReactNode
  label: ReactNode
  /** What the button shows after its words, e.g. the cart's count. */
  children?: ReactNode
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className={className ? `icon-button ${className}` : 'icon-button'}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onClick}
    >
      {icon}
      <span className="visually-hidden">{label}</span>
      {children}
    </button>
  )
}

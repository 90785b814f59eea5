/**
 * Closing a non-modal popup (dropdown, cart panel, search bar): Escape anywhere, or a press
 * outside the popup and its trigger. On Escape, focus returns to the trigger when it was inside
 * the popup, so a keyboard user is never left on a control that just disappeared.
 */
import { useEffect, useEffectEvent, type RefObject } from 'react'

interface DismissOptions {
  open: boolean
  /** A press inside any of these does not close (the popup, its trigger). */
  insideRefs: RefObject<HTMLElement | null>[]
  triggerRef: RefObject<HTMLElement | null>
  /** Where focus must be for Escape to move it back to the trigger. */
  focusScopeRef: RefObject<HTMLElement | null>
  onDismiss: () => void
}

export function useDismiss({ open, insideRefs, triggerRef, focusScopeRef, onDismiss }: DismissOptions): void {
  const dismiss = useEffectEvent(onDismiss)
  const isInside = useEffectEvent((target: Node) => insideRefs.some((ref) => ref.current?.contains(target)))

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      const scope = focusScopeRef.current
      const focusWasInside = scope !== null && scope.contains(document.activeElement)
      dismiss()
      if (focusWasInside) triggerRef.current?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !isInside(event.target)) dismiss()
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [open, triggerRef, focusScopeRef])
}

/**
 * What an open modal panel (mobile menu, side panel, quick view) does to the rest of the page: a body
 * class, everything outside the panel made inert, focus moved in and kept in (Tab wraps), Escape
 * closes, and on closing focus goes back to the button that opened it. All of it in an effect,
 * so the prerendered HTML never carries any of it.
 */
import { useEffect, useEffectEvent, type RefObject } from 'react'
import { focusableIn, trapTab } from './focusable.ts'

/** Elements that stay usable while a panel is open: toasts must still be seen and read. */
const KEEP_ACTIVE = '.Toastify, script, style, link, template'

/** Makes every element outside `keep` inert (siblings of it and of each ancestor); returns the undo. */
export function makeOthersInert(keep: HTMLElement): () => void {
  const changed: HTMLElement[] = []
  for (let node: HTMLElement | null = keep; node && node !== document.body; node = node.parentElement) {
    const parent: HTMLElement | null = node.parentElement
    if (!parent) break
    for (const sibling of parent.children) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert || sibling.matches(KEEP_ACTIVE)) continue
      sibling.inert = true
      changed.push(sibling)
    }
  }
  return () => changed.forEach((element) => (element.inert = false))
}

interface ModalPanelOptions {
  open: boolean
  /** The whole layer (overlay + panel): everything outside it becomes inert. */
  layerRef: RefObject<HTMLElement | null>
  /** The dialog itself: focus goes to its first control and Tab stays inside. */
  panelRef: RefObject<HTMLElement | null>
  /** The button that opened the panel; it gets focus back when the panel closes. */
  triggerRef: RefObject<HTMLElement | null>
  bodyClass: string
  onClose: () => void
}

export function useModalPanel({ open, layerRef, panelRef, triggerRef, bodyClass, onClose }: ModalPanelOptions): void {
  const close = useEffectEvent(onClose)

  useEffect(() => {
    const layer = layerRef.current
    const panel = panelRef.current
    const trigger = triggerRef.current
    if (!open || !layer || !panel) return
    document.body.classList.add(bodyClass)
    const restore = makeOthersInert(layer)
    ;(panel.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(panel)[0])?.focus()

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        close()
      } else {
        trapTab(event, panel)
      }
    }
    document.addEventListener('keydown', onKeyDown)

    return () => {
      document.removeEventListener('keydown', onKeyDown)
      restore()
      document.body.classList.remove(bodyClass)
      const active = document.activeElement
      if (!active || active === document.body || layer.contains(active)) trigger?.focus({ preventScroll: true })
    }
  }, [open, layerRef, panelRef, triggerRef, bodyClass])
}

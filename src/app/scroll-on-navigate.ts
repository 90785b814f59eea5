/**
 * Where the window goes when the address changes, decided once the new page has rendered (its blocks
 * exist): to the block a hash names (/#why-choose-us, /team#volunteers), else to the top of a new page.
 * - The first page of a visit stays where the visitor scrolled while it loaded; with a hash, once the
 *   app has taken over, it goes to that block and holds it there while pictures and blocks above it
 *   settle, until the visitor scrolls, taps or types.
 * - Another page opens at its block or its top at once; a hash on the page shown scrolls smoothly,
 *   or at once for visitors who asked for less motion. A change of query alone (?page=2) leaves the
 *   scrolling to the list that reads it.
 * The sticky header never covers the block: html has a scroll-padding of the header's height (base.css).
 */
import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { prefersReducedMotion } from '#ui/primitives/motion.ts'

/** Input that means the visitor is moving the page themselves. */
const VISITOR_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

let firstPageShown = false
/** Stops holding the first page's block in place. */
let releaseHold: (() => void) | undefined

/** The block a hash names, if the page has it. */
export function hashTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)))
  } catch {
    return null // a malformed %-escape names nothing
  }
}

/** Keeps `target` at the top of the window while the page around it grows or shrinks, until the visitor scrolls. */
function holdInView(target: HTMLElement): () => void {
  const align = () => target.scrollIntoView({ block: 'start', behavior: 'instant' })
  align()
  const observer = new ResizeObserver(align)
  observer.observe(document.body)
  const release = () => {
    observer.disconnect()
    for (const type of VISITOR_SCROLLS) window.removeEventListener(type, release, true)
  }
  for (const type of VISITOR_SCROLLS) window.addEventListener(type, release, { capture: true, passive: true })
  return release
}

/** Scrolls to the hash's block or the top after each navigation; call it in the component that renders the page. */
export function useScrollOnNavigate(): void {
  const { pathname, hash, key } = useLocation()
  const shown = useRef<{ pathname: string; hash: string; key: string } | null>(null)

  useEffect(() => {
    const previous = shown.current
    // Strict mode runs an effect twice for one render: the second time, nothing has changed.
    if (previous && previous.key === key && previous.pathname === pathname && previous.hash === hash) return
    shown.current = { pathname, hash, key }
    releaseHold?.()
    releaseHold = undefined
    const target = hashTarget(hash)

    if (!firstPageShown) {
      firstPageShown = true
      if (target) releaseHold = holdInView(target)
      return
    }
    const samePage = previous !== null && previous.pathname === pathname
    if (!samePage) {
      if (target) target.scrollIntoView({ block: 'start', behavior: 'instant' })
      else window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
    } else if (target) {
      target.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'instant' : 'smooth' })
    }
  }, [pathname, hash, key])
}

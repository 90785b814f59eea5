import { useSyncExternalStore } from 'react'

/*
 * The page's scroll position, read once per frame in requestAnimationFrame: reading window.scrollY
 * elsewhere (in render or in an effect right after hydration) forces the browser to lay the page out
 * on the spot, inside an already long task (decision 005).
 */
let scrollTop = 0
let frame = 0
const listeners = new Set<() => void>()

function readScroll() {
  frame = 0
  if (window.scrollY === scrollTop) return
  scrollTop = window.scrollY
  for (const listener of listeners) listener()
}

function scheduleRead() {
  if (!frame) frame = requestAnimationFrame(readScroll)
}

function subscribeToScroll(listener: () => void) {
  listeners.add(listener)
  if (listeners.size === 1) window.addEventListener('scroll', scheduleRead, { passive: true })
  scheduleRead()
  return () => {
    listeners.delete(listener)
    if (listeners.size > 0) return
    window.removeEventListener('scroll', scheduleRead)
    cancelAnimationFrame(frame)
    frame = 0
  }
}

/**
 * True once the page is scrolled more than `threshold` px. Always false in the prerendered HTML and
 * during hydration; re-renders only when the answer changes, not on every scroll event.
 */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => scrollTop > threshold,
    () => false,
  )
}

import { useSyncExternalStore } from 'react'

function subscribeToScroll(callback: () => void) {
  window.addEventListener('scroll', callback, { passive: true })
  return () => window.removeEventListener('scroll', callback)
}

/**
 * True once the page is scrolled more than `threshold` px. Always false in the prerendered HTML and
 * during hydration; re-renders only when the answer changes, not on every scroll event.
 */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => window.scrollY > threshold,
    () => false,
  )
}

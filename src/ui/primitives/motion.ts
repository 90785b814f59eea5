/** Motion helpers: everything animated checks the visitor's reduced-motion setting. */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribeToMotionSetting(callback: () => void) {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', callback)
  return () => query.removeEventListener('change', callback)
}

/** True when the visitor asked for less motion. Always false in the prerendered HTML. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToMotionSetting,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  )
}

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(REDUCED_MOTION).matches
}

/**
 * Becomes true once the element is visible by at least `threshold` of its area (or, with a
 * `rootMargin`, comes that near the viewport), and stays true. For counters, progress circles and
 * skill bars that start when scrolled into view, and for carousels that start when scrolled near.
 */
export function useInViewOnce<T extends Element>(threshold = 0.5, rootMargin = '0px') {
  const ref = useRef<T>(null)
  const [inView, setInView] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || inView) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) {
          setInView(true)
          observer.disconnect()
        }
      },
      { threshold, rootMargin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [threshold, rootMargin, inView])
  return { ref, inView }
}

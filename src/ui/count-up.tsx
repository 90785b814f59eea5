/**
 * A number that counts up from 0 to its target over 2 seconds once scrolled into view, with a
 * comma thousands separator. Reduced motion shows the target at once. The prerendered HTML holds
 * the final value, so the number is right without JavaScript.
 */
import { useEffect, useState } from 'react'
import { groupThousands } from '#lib/numbers.ts'
import { useHydrated, useInViewOnce, usePrefersReducedMotion } from './motion.ts'

export const COUNT_UP_MS = 2000

export function CountUp({ to, durationMs = COUNT_UP_MS, className }: { to: number; durationMs?: number; className?: string }) {
  const { ref, inView } = useInViewOnce<HTMLSpanElement>(0.5)
  // The prerendered HTML shows the target; once hydrated (and motion is welcome) the count waits at 0 until seen.
  const hydrated = useHydrated()
  const reducedMotion = usePrefersReducedMotion()
  const animated = hydrated && !reducedMotion
  const [value, setValue] = useState(0)

  useEffect(() => {
    if (!animated || !inView) return
    let frame = 0
    const start = performance.now()
    const tick = (now: number) => {
      const progress = Math.min(1, (now - start) / durationMs)
      setValue(to * (1 - Math.pow(1 - progress, 3)))
      if (progress < 1) frame = requestAnimationFrame(tick)
    }
    frame = requestAnimationFrame(tick)
    return () => cancelAnimationFrame(frame)
  }, [animated, inView, to, durationMs])

  return (
    <span ref={ref} className={className} data-target={to}>
      {groupThousands(animated ? value : to)}
    </span>
  )
}

/**
 * The count-up behind the counters, the progress circles and the skill bars: a number that waits at 0
 * until enough of its element is on screen, then climbs to its target, once. The prerendered HTML and
 * visitors who prefer reduced motion get the target at once, so the number is right without JavaScript.
 * Example: const { ref, value } = useCountUp<HTMLSpanElement>(25_000, { visibility: 0.5, durationMs: 2000 })
 */
import { useEffect, useState } from 'react'
import { useHydrated } from '#lib/use-hydrated.ts'
import { useInViewOnce, usePrefersReducedMotion } from './motion.ts'

/**
 * `visibility`: the share (0 to 1) of the element that must be on screen before the count starts. Then
 * either eased out over `durationMs` (fast, then slower; `wholeNumbers` rounds every frame), or by `step`
 * every `everyMs`, the last step stopping on the target.
 */
export type CountUpOptions = { visibility: number } & (
  { durationMs: number; wholeNumbers?: boolean } | { step: number; everyMs: number }
)

function easeOutTo(to: number, durationMs: number, wholeNumbers: boolean, show: (value: number) => void) {
  let frame = 0
  const start = performance.now()
  const tick = (now: number) => {
    const progress = Math.min(1, (now - start) / durationMs)
    const value = to * (1 - Math.pow(1 - progress, 3))
    show(wholeNumbers ? Math.round(value) : value)
    if (progress < 1) frame = requestAnimationFrame(tick)
  }
  frame = requestAnimationFrame(tick)
  return () => cancelAnimationFrame(frame)
}

function stepTo(to: number, step: number, everyMs: number, show: (value: number) => void) {
  let taken = 0
  const timer = setInterval(() => {
    taken += 1
    const next = Math.min(to, taken * step)
    show(next)
    if (next >= to) clearInterval(timer)
  }, everyMs)
  return () => clearInterval(timer)
}

/** `ref` goes on the element that must be seen; `value` is the number to show now. */
export function useCountUp<T extends Element>(to: number, options: CountUpOptions) {
  const { ref, inView } = useInViewOnce<T>(options.visibility)
  // The prerendered HTML shows the target; once hydrated (and motion is welcome) the count waits at 0 until seen.
  const hydrated = useHydrated()
  const reducedMotion = usePrefersReducedMotion()
  const animated = hydrated && !reducedMotion
  const [value, setValue] = useState(0)
  // Plain values for the effect's dependencies, so that options written inline do not restart the count.
  const durationMs = 'durationMs' in options ? options.durationMs : 0
  const wholeNumbers = 'durationMs' in options && options.wholeNumbers === true
  const step = 'step' in options ? options.step : 0
  const everyMs = 'step' in options ? options.everyMs : 0

  useEffect(() => {
    if (!animated || !inView) return
    return step > 0 ? stepTo(to, step, everyMs, setValue) : easeOutTo(to, durationMs, wholeNumbers, setValue)
  }, [animated, inView, to, durationMs, wholeNumbers, step, everyMs])

  return { ref, value: animated ? value : to }
}

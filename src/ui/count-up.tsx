/**
 * A number that counts up from 0 to its target over 2 seconds once scrolled into view, with a
 * comma thousands separator. Reduced motion shows the target at once. The prerendered HTML holds
 * the final value, so the number is right without JavaScript.
 */
import { groupThousands } from '../lib/numbers.ts'
import { useCountUp } from './use-count-up.ts'

export const COUNT_UP_MS = 2000

export function CountUp({ to, durationMs = COUNT_UP_MS, className }: { to: number; durationMs?: number; className?: string }) {
  const { ref, value } = useCountUp<HTMLSpanElement>(to, { visibility: 0.5, durationMs })

  return (
    <span ref={ref} className={className} data-target={to}>
      {groupThousands(value)}
    </span>
  )
}

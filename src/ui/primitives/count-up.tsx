/**
 * A number that counts up from 0 to its target over 2 seconds once scrolled into view, with a
 * comma thousands separator. Reduced motion shows the target at once. The prerendered HTML holds
 * the final value, so the number is right without JavaScript.
 */
import { groupThousands } from '#lib/numbers.ts'
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

/**
 * A counted-up number with its unit, then what it counts: "150+ / Happy Families". Two spans, named
 * `${classPrefix}-value` and `${classPrefix}-label`, in the element the block puts them in.
 * Example: <p className="about-intro__counter"><CountUpStat classPrefix="about-intro__counter" value={38} unit="k" label="Families" /></p>
 */
export function CountUpStat({
  classPrefix,
  value,
  unit,
  label,
}: {
  classPrefix: string
  value: number
  unit: string
  label: string
}) {
  return (
    <>
      <span className={`${classPrefix}-value`}>
        <CountUp to={value} />
        {unit}
      </span>
      <span className={`${classPrefix}-label`}>{label}</span>
    </>
  )
}

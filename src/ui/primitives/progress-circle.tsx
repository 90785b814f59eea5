/**
 * A ring that fills to a percentage and shows the number in its middle. Once at least half of it is on
 * screen it counts up from 0 in steps of 5 every 50 ms until its target; with reduced motion it shows
 * the target at once. The prerendered HTML holds the final value (like CountUp), so it is right
 * without JavaScript. Exposed as a progressbar named by its label.
 * Example: <ProgressCircle value={83} label="Organic Solutions" />
 */
import { useId } from 'react'
import { useCountUp } from './use-count-up.ts'
import './progress-circle.css'

export const PROGRESS_STEP = 5
export const PROGRESS_TICK_MS = 50
/** Share of the ring that must be visible before it starts. */
export const PROGRESS_VISIBILITY = 0.5

const RADIUS = 52
const CIRCUMFERENCE = 2 * Math.PI * RADIUS

export function ProgressCircle({ value, label, size = 132 }: { value: number; label: string; size?: number }) {
  const target = Math.min(100, Math.max(0, Math.round(value)))
  const labelId = useId()
  const { ref, value: current } = useCountUp<HTMLDivElement>(target, {
    visibility: PROGRESS_VISIBILITY,
    step: PROGRESS_STEP,
    everyMs: PROGRESS_TICK_MS,
  })

  return (
    <div className="progress-circle">
      <div
        ref={ref}
        className="progress-circle__ring"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={current}
        aria-valuetext={`${current}%`}
        aria-labelledby={labelId}
        style={{ width: size, height: size }}
      >
        <svg viewBox="0 0 120 120" width={size} height={size} aria-hidden="true">
          <circle className="progress-circle__track" cx="60" cy="60" r={RADIUS} />
          <circle
            className="progress-circle__bar"
            cx="60"
            cy="60"
            r={RADIUS}
            strokeDasharray={CIRCUMFERENCE.toFixed(2)}
            strokeDashoffset={(CIRCUMFERENCE * (1 - current / 100)).toFixed(2)}
          />
        </svg>
        <span className="progress-circle__value">
          {current}
          <span className="progress-circle__unit">%</span>
        </span>
      </div>
      <p className="progress-circle__label" id={labelId}>
        {label}
      </p>
    </div>
  )
}

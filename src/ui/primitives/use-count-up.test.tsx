import { act, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { standInsForScrolledMotion } from '#tests/unit/stand-ins.ts'
import { type CountUpOptions, useCountUp } from './use-count-up.ts'

const standIns = standInsForScrolledMotion()

function Counter({ to, options }: { to: number; options: CountUpOptions }) {
  const { ref, value } = useCountUp<HTMLParagraphElement>(to, options)
  return (
    <p ref={ref} role="status">
      {value}
    </p>
  )
}
const shown = () => Number(screen.getByRole('status').textContent)
/** What the count shows every `stepMs` until `totalMs` have passed. */
function watch(stepMs: number, totalMs: number) {
  const seen: number[] = []
  for (let elapsed = stepMs; elapsed <= totalMs; elapsed += stepMs) {
    act(() => vi.advanceTimersByTime(stepMs))
    seen.push(shown())
  }
  return seen
}

describe('useCountUp', () => {
  it('gives the target in the prerendered HTML', () => {
    expect(renderToString(<Counter to={40} options={{ visibility: 0.5, durationMs: 1000 }} />)).toContain('>40<')
  })

  it('waits at 0 until the visible share is reached, then eases out to the target in whole numbers', () => {
    render(<Counter to={40} options={{ visibility: 1, durationMs: 1000, wholeNumbers: true }} />)
    standIns.viewport.show(0.9)
    act(() => vi.advanceTimersByTime(2000))
    expect(shown()).toBe(0)

    standIns.viewport.show(1)
    const seen = watch(100, 1200)
    expect(seen).toEqual([...seen].sort((a, b) => a - b))
    expect(seen.every(Number.isInteger)).toBe(true)
    // Eased out: past a third of it after a fifth of the time (steady would be a fifth).
    expect(seen[1]).toBeGreaterThan(40 / 3)
    expect(seen.at(-1)).toBe(40)
  })

  it('climbs by a fixed step on a timer, the last step stopping on the target', () => {
    render(<Counter to={12} options={{ visibility: 0.5, step: 5, everyMs: 50 }} />)
    standIns.viewport.show(0.5)
    expect(watch(50, 250)).toEqual([5, 10, 12, 12, 12])
  })

  it('shows the target at once, and never moves, with reduced motion', () => {
    standIns.motion.reduce = true
    render(<Counter to={40} options={{ visibility: 0.5, durationMs: 1000 }} />)
    expect(shown()).toBe(40)
    standIns.viewport.show(1)
    expect(watch(100, 1000)).toEqual(Array(10).fill(40))
  })
})

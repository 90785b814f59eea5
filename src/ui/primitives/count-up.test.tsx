import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { COUNT_UP_MS, CountUp, CountUpStat } from './count-up.tsx'
import { standInsForScrolledMotion } from '#tests/unit/stand-ins.ts'

const standIns = standInsForScrolledMotion()
const showNumber = (ratio: number) => standIns.viewport.show(ratio)
const mockReducedMotion = (reduce: boolean) => (standIns.motion.reduce = reduce)

const STEP_MS = 100
/** The number, as the page shows it. */
const number = () => screen.getByTestId('count')
const shown = () => Number(number().textContent!.replace(/,/g, ''))
const renderCount = () =>
  render(
    <p data-testid="count">
      <CountUp to={25_000} />
    </p>,
  )

describe('CountUp', () => {
  it('waits at 0 until half of it is on screen, then counts up, fast then slower, to its target in 2 s', () => {
    mockReducedMotion(false)
    renderCount()
    showNumber(0.4)
    act(() => vi.advanceTimersByTime(3000))
    expect(number()).toHaveTextContent(/^0$/)

    showNumber(0.5)
    const seen: number[] = []
    // One more step than 2 s: the frame that reaches 2 s may come a few ms after it.
    for (let elapsed = 0; elapsed <= COUNT_UP_MS; elapsed += STEP_MS) {
      act(() => vi.advanceTimersByTime(STEP_MS))
      seen.push(shown())
    }
    // It only ever goes up, already past 10,000 after 0.2 s and past 20,000 after 1 s (it eases out), and ends on the target.
    expect(seen).toEqual([...seen].sort((a, b) => a - b))
    expect(seen[0]).toBeGreaterThan(0)
    expect(seen[1]).toBeGreaterThan(5_000)
    expect(seen[9]).toBeGreaterThan(20_000)
    expect(seen.at(-2)).toBeLessThanOrEqual(25_000)
    expect(seen.at(-1)).toBe(25_000)
    expect(number()).toHaveTextContent(/^25,000$/)
    act(() => vi.advanceTimersByTime(3000))
    expect(number()).toHaveTextContent(/^25,000$/)
  })

  it('shows the target at once, with its thousands separator, with reduced motion', () => {
    mockReducedMotion(true)
    renderCount()
    expect(number()).toHaveTextContent(/^25,000$/)
    showNumber(1)
    act(() => vi.advanceTimersByTime(3000))
    expect(number()).toHaveTextContent(/^25,000$/)
  })
})

describe('CountUpStat', () => {
  it('shows the number with its unit, then what it counts, under the block’s class names', () => {
    standIns.motion.reduce = true
    render(
      <p data-testid="stat">
        <CountUpStat classPrefix="about-intro__counter" value={38_000} unit="+" label="Happy Families" />
      </p>,
    )
    expect(screen.getByTestId('stat')).toHaveTextContent(/^38,000\+Happy Families$/)
    expect(screen.getByText('Happy Families')).toHaveClass('about-intro__counter-label')
    expect(screen.getByText('+')).toHaveClass('about-intro__counter-value')
  })
})

import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { standInsForScrolledMotion } from '#tests/unit/stand-ins.ts'
import { PROGRESS_TICK_MS, ProgressCircle } from './progress-circle.tsx'

const standIns = standInsForScrolledMotion()
const showRing = (ratio: number) => standIns.viewport.show(ratio)
const mockReducedMotion = (reduce: boolean) => (standIns.motion.reduce = reduce)

const ring = () => screen.getByRole('progressbar', { name: 'Organic Solutions' })
const shown = () => Number(ring().getAttribute('aria-valuenow'))

describe('ProgressCircle', () => {
  it('waits at 0 until half of it is on screen, then counts 5, 10, … 80, 83: a step of 5 every 50 ms, the last to the target', () => {
    mockReducedMotion(false)
    render(<ProgressCircle value={83} label="Organic Solutions" />)
    showRing(0.4)
    act(() => vi.advanceTimersByTime(3000))
    expect(shown()).toBe(0)

    showRing(0.5)
    const seen: number[] = []
    while (seen.length < 30 && seen.at(-1) !== 83) {
      act(() => vi.advanceTimersByTime(PROGRESS_TICK_MS))
      seen.push(shown())
    }
    expect(seen).toEqual([5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 83])
    act(() => vi.advanceTimersByTime(3000))
    expect(ring()).toHaveAttribute('aria-valuenow', '83')
    expect(ring()).toHaveAttribute('aria-valuetext', '83%')
    expect(ring()).toHaveTextContent('83%')
  })

  it('shows the final value at once with reduced motion, and never moves', () => {
    mockReducedMotion(true)
    render(<ProgressCircle value={83} label="Organic Solutions" />)
    expect(ring()).toHaveAttribute('aria-valuenow', '83')
    expect(ring()).toHaveTextContent('83%')
    showRing(1)
    act(() => vi.advanceTimersByTime(3000))
    expect(shown()).toBe(83)
  })

  it('keeps its value within 0 to 100, as a whole number', () => {
    mockReducedMotion(true)
    const { rerender } = render(<ProgressCircle value={140} label="Organic Solutions" />)
    expect(shown()).toBe(100)
    rerender(<ProgressCircle value={-5} label="Organic Solutions" />)
    expect(shown()).toBe(0)
    rerender(<ProgressCircle value={82.6} label="Organic Solutions" />)
    expect(shown()).toBe(83)
  })
})

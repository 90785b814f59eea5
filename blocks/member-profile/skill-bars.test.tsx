import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { SKILL_FILL_MS, SkillBars } from './skill-bars.tsx'
import { standInsForScrolledMotion } from '#tests/unit/stand-ins.ts'

const skills = [
  { id: 1, title: 'Cereals', end: 88 },
  { id: 2, title: 'Fruit', end: 95 },
  { id: 3, title: 'Vegetables', end: 80 },
]

const standIns = standInsForScrolledMotion()
const showBars = (ratio: number) => standIns.viewport.show(ratio)
const mockReducedMotion = (reduce: boolean) => (standIns.motion.reduce = reduce)

const values = () => screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-valuenow'))

describe('skill bars', () => {
  it('names each bar by its skill, from 0 to 100', () => {
    mockReducedMotion(true)
    render(<SkillBars skills={skills} />)
    const cereals = screen.getByRole('progressbar', { name: 'Cereals' })
    expect(cereals.getAttribute('aria-valuemin')).toBe('0')
    expect(cereals.getAttribute('aria-valuemax')).toBe('100')
    expect(screen.getByRole('progressbar', { name: 'Vegetables' }).getAttribute('aria-valuetext')).toBe('80%')
  })

  it('shows the values at once with reduced motion, as text and to screen readers', () => {
    mockReducedMotion(true)
    render(<SkillBars skills={skills} />)
    expect(values()).toEqual(['88', '95', '80'])
    expect(screen.getByRole('progressbar', { name: 'Fruit' }).closest('li')).toHaveTextContent('Fruit95%')
  })

  it('waits at 0 until a bar is fully visible, then fills to its value', () => {
    mockReducedMotion(false)
    render(<SkillBars skills={skills} />)
    expect(values()).toEqual(['0', '0', '0'])
    expect(standIns.viewport.observers.every(({ options }) => options?.threshold === 1)).toBe(true)

    showBars(0.6)
    act(() => vi.advanceTimersByTime(SKILL_FILL_MS * 2))
    expect(values()).toEqual(['0', '0', '0'])

    showBars(1)
    act(() => vi.advanceTimersByTime(SKILL_FILL_MS / 4))
    const midway = values().map(Number)
    expect(midway[0]).toBeGreaterThan(0)
    expect(midway[0]).toBeLessThan(88)

    act(() => vi.advanceTimersByTime(SKILL_FILL_MS))
    expect(values()).toEqual(['88', '95', '80'])
    expect(screen.getByRole('progressbar', { name: 'Cereals' }).closest('li')).toHaveTextContent('Cereals88%')
  })
})

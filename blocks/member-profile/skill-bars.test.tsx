import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SKILL_FILL_MS, SkillBars } from './skill-bars.tsx'

const skills = [
  { id: 1, title: 'Cereals', end: 88 },
  { id: 2, title: 'Fruit', end: 95 },
  { id: 3, title: 'Vegetables', end: 80 },
]

/** Stand-in IntersectionObserver: tests decide how much of every observed bar is on screen. */
const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Element[] }[] = []
class FakeIntersectionObserver {
  record: (typeof observers)[number]
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.record = { callback, options, targets: [] }
    observers.push(this.record)
  }
  observe(target: Element) {
    this.record.targets.push(target)
  }
  disconnect() {
    this.record.targets = []
  }
}

function showBars(ratio: number) {
  act(() => {
    for (const { callback, targets } of observers) {
      const entries = targets.map((target) => ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }))
      if (entries.length > 0) callback(entries as unknown as IntersectionObserverEntry[], {} as IntersectionObserver)
    }
  })
}

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}

const values = () => screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-valuenow'))

describe('skill bars', () => {
  beforeEach(() => {
    observers.length = 0
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

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
    expect(observers.every(({ options }) => options?.threshold === 1)).toBe(true)

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

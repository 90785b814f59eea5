// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { indexDrift, mobileSlowdownFor } from '#scripts/bench-calibration.mjs'

describe('mobileSlowdownFor', () => {
  it('gives Lighthouse’s default 4× for the host the default was tuned on', () => {
    expect(mobileSlowdownFor(1533)).toBe(4)
  })

  it('follows the calculator at its anchor points', () => {
    expect(mobileSlowdownFor(150)).toBe(1)
    expect(mobileSlowdownFor(800)).toBe(2)
    expect(mobileSlowdownFor(1300)).toBe(3)
    expect(mobileSlowdownFor(2000)).toBe(6)
  })

  it('asks a fast host for much more than 4× (the issue’s host: index ~2,850 → 9.7×)', () => {
    expect(mobileSlowdownFor(2850)).toBe(9.7)
  })

  it('never speeds a slow host up', () => {
    expect(mobileSlowdownFor(100)).toBe(1)
  })

  it('refuses an index that is not a positive number', () => {
    expect(() => mobileSlowdownFor(Number.NaN)).toThrow(/positive number/)
    expect(() => mobileSlowdownFor(0)).toThrow(/positive number/)
  })
})

describe('indexDrift', () => {
  it('is the relative distance of a run’s index from the calibrated one', () => {
    expect(indexDrift(2000, 1500)).toBe(0.25)
    expect(indexDrift(2000, 2000)).toBe(0)
  })

  it('is null when a run has no index', () => {
    expect(indexDrift(2000, Number.NaN)).toBeNull()
  })
})

// @vitest-environment node
// What the bench reports: medians, how many runs each route gets, and how busy the machine was.
import { describe, expect, it } from 'vitest'
import {
  cpuPressureOf,
  describeMachine,
  describeRuns,
  machineState,
  median,
  mediansOf,
  routePlan,
} from '#scripts/bench-figures.mjs'

describe('median', () => {
  it('takes the middle run, or the mean of the middle two, ignoring runs without the figure', () => {
    expect(median([300, 20, 110])).toBe(110)
    expect(median([40, 10, null, 30, 20])).toBe(25)
    expect(median([null, undefined, Number.NaN])).toBeNull()
  })

  it('gives each key the median of the samples that have it (an idle estimate may be missing)', () => {
    expect(mediansOf([{ tbtMs: 90 }, undefined, { tbtMs: 30 }, { tbtMs: 60 }], ['tbtMs', 'lcpMs'])).toEqual({
      tbtMs: 60,
      lcpMs: null,
    })
  })
})

describe('routePlan', () => {
  it('gives the changed routes their own count and the others --runs', () => {
    expect(routePlan(['/', '/contact', '/shop'], { runs: 3, changed: ['/contact'], changedRuns: 5 })).toEqual([
      { route: '/', runs: 3 },
      { route: '/contact', runs: 5 },
      { route: '/shop', runs: 3 },
    ])
  })

  it('measures a changed route that is not in the list too, after the others', () => {
    expect(routePlan(['/'], { runs: 1, changed: ['/about-us'], changedRuns: 5 })).toEqual([
      { route: '/', runs: 1 },
      { route: '/about-us', runs: 5 },
    ])
  })

  it('gives every route --runs when nothing is marked changed', () => {
    expect(routePlan(['/', '/shop'], { runs: 3 }).map((entry) => entry.runs)).toEqual([3, 3])
  })
})

describe('describeRuns', () => {
  it('says one count when every route has it', () => {
    expect(
      describeRuns([
        { route: '/', runs: 3 },
        { route: '/shop', runs: 3 },
      ]),
    ).toBe('medians of 3 run(s) per route')
  })

  it('names the routes with another count than most', () => {
    const plan = [
      { route: '/', runs: 5 },
      { route: '/shop', runs: 3 },
      { route: '/cart', runs: 3 },
      { route: '/checkout', runs: 3 },
      { route: '/contact', runs: 5 },
    ]
    expect(describeRuns(plan)).toBe('medians of 5 runs on /, /contact, 3 elsewhere')
  })
})

describe('machine state', () => {
  const pressure = 'some avg10=12.34 avg60=20.00 avg300=31.50 total=123\nfull avg10=0.00 avg60=0.00 avg300=0.00 total=0\n'

  it('reads "some avg10" from /proc/pressure/cpu', () => {
    expect(cpuPressureOf(pressure)).toBe(12.34)
    expect(cpuPressureOf('full avg10=3.00 avg60=0.00 avg300=0.00 total=0')).toBeNull()
  })

  it('has the CPU pressure and the three load averages, and no pressure where the kernel has none', () => {
    const state = machineState(() => pressure)
    expect(state.cpuSomeAvg10).toBe(12.34)
    expect(state.loadAverage).toHaveLength(3)
    const withoutPressure = machineState(() => {
      throw Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT' })
    })
    expect(withoutPressure.cpuSomeAvg10).toBeNull()
  })

  it('describes a state for the table header', () => {
    expect(describeMachine({ cpuSomeAvg10: 12.34, loadAverage: [1.5, 0.8, 0.25] })).toBe(
      'CPU pressure (some avg10) 12.3 %, load average 1.50 / 0.80 / 0.25',
    )
    expect(describeMachine({ cpuSomeAvg10: null, loadAverage: [0, 0, 0] })).toBe(
      'CPU pressure (some avg10) n/a, load average 0.00 / 0.00 / 0.00',
    )
  })
})

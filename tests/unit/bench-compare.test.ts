// @vitest-environment node
// The side-by-side bench: what serves the baseline, the order of the runs, and the table.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { baselineSource, compareTable, interleavedRuns, type ComparedRow } from '#scripts/bench-compare.mjs'

describe('baselineSource', () => {
  const folders: string[] = []
  const folder = () => {
    const made = mkdtempSync(join(tmpdir(), 'bench-baseline-'))
    folders.push(made)
    return made
  }
  afterEach(() => {
    for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true })
  })

  it('serves a built checkout with its own server and serve.json, from the folder serve.json names', () => {
    const checkout = folder()
    mkdirSync(join(checkout, 'scripts'))
    writeFileSync(join(checkout, 'scripts/serve.mjs'), '')
    writeFileSync(join(checkout, 'serve.json'), JSON.stringify({ public: 'dist', headers: [] }))
    mkdirSync(join(checkout, 'dist'))
    writeFileSync(join(checkout, 'dist/index.html'), '<!doctype html>')
    expect(baselineSource(checkout, '/work/current')).toEqual({ serverRoot: checkout, siteDir: join(checkout, 'dist') })
  })

  it('refuses a checkout that was not built', () => {
    const checkout = folder()
    mkdirSync(join(checkout, 'scripts'))
    writeFileSync(join(checkout, 'scripts/serve.mjs'), '')
    writeFileSync(join(checkout, 'serve.json'), JSON.stringify({ public: 'dist' }))
    expect(() => baselineSource(checkout, '/work/current')).toThrow(/without a build: run `npm run build` there/)
  })

  it('serves a built site folder with this checkout’s server', () => {
    const site = folder()
    writeFileSync(join(site, 'index.html'), '<!doctype html>')
    expect(baselineSource(site, '/work/current')).toEqual({ serverRoot: '/work/current', siteDir: site })
  })

  it('refuses a folder that is neither', () => {
    expect(() => baselineSource(folder(), '/work/current')).toThrow(/neither a built site folder/)
  })
})

describe('interleavedRuns', () => {
  it('runs the sides in pairs, the side that goes first alternating from pair to pair', () => {
    expect(interleavedRuns(3)).toEqual([
      { side: 'baseline', run: 1 },
      { side: 'current', run: 1 },
      { side: 'current', run: 2 },
      { side: 'baseline', run: 2 },
      { side: 'baseline', run: 3 },
      { side: 'current', run: 3 },
    ])
  })

  it('carries the alternation on from the pairs of earlier routes', () => {
    expect(interleavedRuns(1, 1).map(({ side }) => side)).toEqual(['current', 'baseline'])
    expect(interleavedRuns(1, 2).map(({ side }) => side)).toEqual(['baseline', 'current'])
  })
})

describe('compareTable', () => {
  const medians = (score: number, lcpMs: number, tbtMs: number | null, benchmarkIndex: number) => ({
    score,
    fcpMs: lcpMs - 600,
    lcpMs,
    tbtMs,
    cls: 0.001,
    jsKb: 120.44,
    stretch: 1.6,
    benchmarkIndex,
  })
  const row: ComparedRow = {
    route: '/contact',
    plannedRuns: 5,
    cpuSlowdown: 9.6,
    baseline: { runs: 5, medians: medians(88, 1520, 480, 2850), samples: [{ offIndex: true }, {}, {}, {}, {}] },
    current: { runs: 4, medians: medians(97, 1480, 120, 2790), samples: [{}, {}, {}, {}] },
  }

  it('puts each side’s medians in one cell, baseline → current, with the change in TBT', () => {
    const lines = compareTable([row]).split('\n')
    expect(lines[0]).toContain('| Runs | Host index | CPU × | Score | FCP (s) | LCP (s) | TBT (ms) | Δ TBT (ms) |')
    expect(lines[2]).toBe(
      '| /contact | 5 → 4/5 (1 off index) | 2850 → 2790 | 9.6 | 88 → 97 | 0.92 → 0.88 | 1.52 → 1.48 | 480 → 120 | -360 | 0.001 → 0.001 | 120.4 → 120.4 | 1.6 → 1.6 |',
    )
  })

  it('says n/a for a change it cannot compute, and shows the idle estimate when asked', () => {
    const failedSide: ComparedRow = {
      ...row,
      current: { runs: 0, medians: medians(0, 0, null, 0), idleMedians: { tbtMs: 40 }, samples: [] },
      baseline: { ...row.baseline, idleMedians: { tbtMs: 75 } },
    }
    const lines = compareTable([failedSide], { idle: true }).split('\n')
    expect(lines[0]).toMatch(/\| Idle: TBT \(ms\) \|$/)
    expect(lines[2]).toContain('| 480 → n/a | n/a |')
    expect(lines[2]).toMatch(/\| 75 → 40 \|$/)
  })
})

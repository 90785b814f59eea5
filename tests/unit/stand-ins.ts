/**
 * Stand-ins for what jsdom lacks, for component tests: an IntersectionObserver whose test says how much of
 * every observed element is on screen, and a matchMedia whose test says whether motion is reduced.
 * Call them in beforeEach; `vi.unstubAllGlobals()` in afterEach takes them away. And a clock that stands still.
 */
import { act } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'

export type Observer = { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Element[] }

export function standInViewport() {
  const observers: Observer[] = []
  class StandInIntersectionObserver {
    private readonly record: Observer
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.record = { callback, options, targets: [] }
      observers.push(this.record)
    }
    observe(target: Element) {
      this.record.targets.push(target)
    }
    unobserve(target: Element) {
      this.record.targets = this.record.targets.filter((observed) => observed !== target)
    }
    disconnect() {
      this.record.targets = []
    }
    takeRecords() {
      return []
    }
  }
  vi.stubGlobal('IntersectionObserver', StandInIntersectionObserver)
  return {
    /** Every observer made so far, with its options and what it observes now. */
    observers,
    /** Reports `ratio` (0 to 1) of every observed element on screen, to each observer observing one. */
    show(ratio: number) {
      act(() => {
        // A copy: a callback may make new observers.
        for (const { callback, targets } of [...observers]) {
          const entries = targets.map((target) => ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }))
          if (entries.length > 0) callback(entries as unknown as IntersectionObserverEntry[], {} as IntersectionObserver)
        }
      })
    },
  }
}

/** An IntersectionObserver that reports every observed element fully on screen at once, for components that start when seen. */
export function standInEverythingInView() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe() {
        this.callback([{ isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry], this as never)
      }
      disconnect() {}
    },
  )
}

/** matchMedia answering `prefers-reduced-motion: reduce` with `motion.reduce` at the moment it is asked. */
export function standInMotionPreference() {
  const motion = { reduce: false }
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: motion.reduce && query.includes('reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }))
  return motion
}

/**
 * The set-up of a test file for something that starts once scrolled into view: before each test, a stand-in
 * viewport and motion preference and fake timers (only `toFake`, when given); after it, real timers and
 * globals again. Call it at the top of the file or of a describe; read the running test's stand-ins from
 * what it returns (`standIns.viewport.show(1)`, `standIns.motion.reduce = true`).
 */
export function standInsForScrolledMotion(toFake?: NonNullable<Parameters<typeof vi.useFakeTimers>[0]>['toFake']) {
  const standIns = {} as { viewport: ReturnType<typeof standInViewport>; motion: ReturnType<typeof standInMotionPreference> }
  beforeEach(() => {
    standIns.viewport = standInViewport()
    standIns.motion = standInMotionPreference()
    vi.useFakeTimers(toFake ? { toFake } : undefined)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })
  return standIns
}

/**
 * For each test of the file or describe that calls it: `Date` stands still, at `now` when given (timers stay
 * real), so times the code writes down or shows are known; the real clock again after it.
 */
export function standStillClock(now?: Date) {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now })
  })
  afterEach(() => {
    vi.useRealTimers()
  })
}

/** jsdom has no modal dialogs: showModal and close set and remove the `open` attribute. */
export function standInModalDialogs() {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open')
  }
}

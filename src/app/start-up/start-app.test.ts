import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { firstScreenPicture } from '#ui/primitives/first-screen.ts'
import {
  FIRST_SCREEN_PICTURES,
  PRELOADS_PER_TASK,
  SHOWN_WAIT_MS,
  appControlOf,
  firstScreenShown,
  importInTurn,
  keepInput,
  preloadModules,
} from './start-app.ts'

const listeners: [string, EventListener][] = []

beforeEach(() => {
  // keepInput() listens on the window for good; collect its listeners so each test starts clean.
  const add = window.addEventListener.bind(window)
  vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    listeners.push([type, listener as EventListener])
    add(type, listener, options)
  })
  document.body.innerHTML = `
    <button type="button" id="add">Add to cart</button>
    <a href="/shop" id="link">Shop</a>
    <div role="tablist"><button type="button" role="tab" id="tab">Description</button></div>
    <form id="subscribe"><input name="email" id="email" /><button id="send">Subscribe</button></form>
  `
  keepInput(window)
})

afterEach(() => {
  for (const [type, listener] of listeners.splice(0)) window.removeEventListener(type, listener, true)
  vi.restoreAllMocks()
  delete document.documentElement.dataset.hydrated
  delete window.keptInput
  delete window.keptChoices
})

const byId = (id: string) => document.getElementById(id)!
const submit = (form: HTMLElement, submitter: HTMLElement | null) =>
  form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter }))

describe('appControlOf', () => {
  it('finds the button or widget around the target, not links, fields or submit buttons', () => {
    byId('add').innerHTML = '<svg><path id="icon"></path></svg>'
    expect(appControlOf(byId('icon'))).toBe(byId('add'))
    expect(appControlOf(byId('tab'))).toBe(byId('tab'))
    expect(appControlOf(byId('link'))).toBeNull()
    expect(appControlOf(byId('email'))).toBeNull()
    expect(appControlOf(byId('send'))).toBeNull()
    expect(appControlOf(document.body)).toBeNull()
  })
})

describe('keepInput', () => {
  it('keeps a press once, marks the control busy and hides it from later listeners', () => {
    const later = vi.fn()
    document.addEventListener('click', later)
    byId('add').click()
    byId('add').click()
    expect(window.keptInput).toHaveLength(1)
    expect(window.keptInput![0]).toMatchObject({ target: byId('add'), busy: byId('add') })
    expect(byId('add').getAttribute('aria-busy')).toBe('true')
    expect(later).not.toHaveBeenCalled()
  })

  it('keeps the value last chosen in each list, even after the app has hydrated', () => {
    document.body.insertAdjacentHTML('beforeend', '<select id="sort"><option>latest</option><option>price-asc</option></select>')
    const list = byId('sort') as HTMLSelectElement
    list.value = 'price-asc'
    list.dispatchEvent(new Event('change', { bubbles: true }))
    expect(window.keptChoices?.get(list)).toBe('price-asc')
    document.documentElement.dataset.hydrated = 'true'
    list.value = 'latest'
    list.dispatchEvent(new Event('change', { bubbles: true }))
    expect(window.keptChoices?.get(list)).toBe('latest')
    expect(window.keptInput).toEqual([])
  })

  it('leaves links to the browser', () => {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    byId('link').addEventListener('click', (event) => event.preventDefault())
    byId('link').dispatchEvent(click)
    expect(window.keptInput).toEqual([])
  })

  it('keeps a submission once and never lets the browser send it', () => {
    const first = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: byId('send') })
    byId('subscribe').dispatchEvent(first)
    const second = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: byId('send') })
    byId('subscribe').dispatchEvent(second)
    expect(first.defaultPrevented && second.defaultPrevented).toBe(true)
    expect(window.keptInput).toHaveLength(1)
    expect(window.keptInput![0]).toMatchObject({ target: byId('subscribe'), busy: byId('send') })
    expect(byId('send').getAttribute('aria-busy')).toBe('true')
  })

  it('marks the form when it was submitted without a button', () => {
    submit(byId('subscribe'), null)
    expect(byId('subscribe').getAttribute('aria-busy')).toBe('true')
  })

  it('keeps keys a control handles, but not keys the browser turns into a click or uses itself', () => {
    const press = (id: string, key: string, init: KeyboardEventInit = {}) =>
      byId(id).dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...init }))
    press('tab', 'ArrowRight')
    press('tab', 'ArrowRight')
    press('tab', 'Enter')
    press('tab', 'Tab')
    press('tab', 'r', { ctrlKey: true })
    press('email', 'a')
    press('link', 'ArrowDown')
    expect(window.keptInput!.map(({ event }) => (event as KeyboardEvent).key)).toEqual(['ArrowRight', 'ArrowRight'])
    expect(byId('tab').hasAttribute('aria-busy')).toBe(false)
  })

  it('stops keeping once the app has hydrated', () => {
    document.documentElement.dataset.hydrated = 'true'
    const later = vi.fn()
    document.addEventListener('click', later)
    byId('add').click()
    expect(window.keptInput).toEqual([])
    expect(later).toHaveBeenCalledOnce()
  })
})

describe('firstScreenShown', () => {
  type Observed = { type: string; buffered: boolean }
  /** A browser observer class driven by the test: it records each instance, what it observes and whether it is connected. */
  function fakeObserverClass<Callback, Observing>() {
    const observers: { callback: Callback; observed: Observing[]; connected: boolean }[] = []
    class FakeObserver {
      private record: (typeof observers)[number]
      constructor(callback: Callback) {
        this.record = { callback, observed: [], connected: true }
        observers.push(this.record)
      }
      observe(what: Observing) {
        this.record.observed.push(what)
      }
      disconnect() {
        this.record.connected = false
      }
    }
    return { observers, FakeObserver }
  }

  /** A browser's PerformanceObserver, driven by the test: report() hands entries to every observer. */
  function fakeObserver(supported: string[]) {
    const { observers, FakeObserver } = fakeObserverClass<PerformanceObserverCallback, Observed>()
    vi.stubGlobal('PerformanceObserver', Object.assign(FakeObserver, { supportedEntryTypes: supported }))
    return {
      observers,
      report(...entries: Partial<PerformanceEntry & { element: Element }>[]) {
        for (const { callback, connected } of observers) {
          if (connected)
            callback({ getEntries: () => entries } as unknown as PerformanceObserverEntryList, {} as PerformanceObserver)
        }
      },
    }
  }

  /** A browser's IntersectionObserver, driven by the test: place() reports where the pictures are. */
  function fakeIntersections() {
    const { observers, FakeObserver: FakeIntersectionObserver } = fakeObserverClass<IntersectionObserverCallback, Element>()
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
    return {
      observers,
      place(...places: [Element, boolean][]) {
        for (const { callback, connected } of observers) {
          const entries = places.map(([target, isIntersecting]) => ({ target, isIntersecting }))
          if (connected) callback(entries as unknown as IntersectionObserverEntry[], {} as IntersectionObserver)
        }
      },
    }
  }

  /** A first-screen picture, loaded. jsdom lays nothing out: where it is comes from fakeIntersections. */
  function picture() {
    const image = document.createElement('img')
    image.setAttribute('elementtiming', 'first-screen')
    Object.defineProperties(image, { complete: { value: true }, naturalWidth: { value: 1200 } })
    image.getBoundingClientRect = () => {
      throw new Error('reading a box forces a layout inside the load task')
    }
    document.body.append(image)
    return image
  }

  let settled: boolean
  const track = (promise: Promise<void>) => {
    settled = false
    void promise.then(() => (settled = true))
  }
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('waits for the first contentful paint and each first-screen picture in view, not one below it', async () => {
    const browser = fakeObserver(['paint', 'element', 'largest-contentful-paint'])
    const places = fakeIntersections()
    const inView = picture()
    const below = picture()
    track(firstScreenShown(window))
    expect(browser.observers[0]!.observed).toEqual([
      { type: 'paint', buffered: true },
      { type: 'element', buffered: true },
    ])
    expect(places.observers[0]!.observed).toEqual([inView, below])
    browser.report({ entryType: 'paint', name: 'first-paint' }, { entryType: 'paint', name: 'first-contentful-paint' })
    await flush()
    expect(settled).toBe(false) // where the pictures are is not known yet
    places.place([inView, true], [below, false])
    await flush()
    expect(settled).toBe(false)
    browser.report({ entryType: 'element', name: 'image-paint', element: inView })
    await flush()
    expect(settled).toBe(true)
    expect(browser.observers[0]!.connected).toBe(false)
    expect(places.observers[0]!.connected).toBe(false)
  })

  it('does not wait for a picture whose paint was reported before its place', async () => {
    const browser = fakeObserver(['paint', 'element'])
    const places = fakeIntersections()
    const inView = picture()
    track(firstScreenShown(window))
    browser.report({ entryType: 'paint', name: 'first-contentful-paint' })
    browser.report({ entryType: 'element', name: 'image-paint', element: inView })
    await flush()
    expect(settled).toBe(false)
    places.place([inView, true])
    await flush()
    expect(settled).toBe(true)
  })

  it('waits only for what the browser can report', async () => {
    const browser = fakeObserver(['paint'])
    fakeIntersections()
    picture()
    track(firstScreenShown(window))
    browser.report({ entryType: 'paint', name: 'first-contentful-paint' })
    await flush()
    expect(settled).toBe(true)
  })

  it('resolves at once in a browser that reports no paints', async () => {
    vi.stubGlobal('PerformanceObserver', undefined)
    track(firstScreenShown(window))
    await flush()
    expect(settled).toBe(true)
  })

  it('gives up waiting after SHOWN_WAIT_MS (a background tab paints nothing)', async () => {
    vi.useFakeTimers()
    const browser = fakeObserver(['paint', 'element'])
    fakeIntersections()
    picture()
    track(firstScreenShown(window))
    await vi.advanceTimersByTimeAsync(SHOWN_WAIT_MS - 1)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toBe(true)
    expect(browser.observers[0]!.connected).toBe(false)
  })

  it('names the pictures the way blocks mark their first-screen pictures', () => {
    const image = document.createElement('img')
    for (const [name, value] of Object.entries(firstScreenPicture)) image.setAttribute(name.toLowerCase(), value)
    expect(image.matches(FIRST_SCREEN_PICTURES)).toBe(true)
  })
})

describe('preloadModules', () => {
  const preloads = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))
  afterEach(() => document.head.replaceChildren())

  it('adds a few preload links a task, in order, and resolves once every one is added', async () => {
    const hrefs = Array.from({ length: PRELOADS_PER_TASK * 2 + 1 }, (_, i) => `/assets/chunk-${i}.js`)
    let settled = false
    const done = preloadModules(document, ['', ...hrefs]).then(() => (settled = true))
    // The first few at once, the rest in later tasks: no one task starts forty fetches.
    expect(preloads()).toEqual(hrefs.slice(0, PRELOADS_PER_TASK))
    expect(settled).toBe(false)
    await done
    expect(preloads()).toEqual(hrefs)
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="modulepreload"]')!
    expect(link.crossOrigin).toBe('')
  })

  it('resolves at once with nothing to preload', async () => {
    await expect(preloadModules(document, [])).resolves.toBeUndefined()
    expect(preloads()).toEqual([])
  })
})

describe('importInTurn', () => {
  it('starts each import only once the one before has been evaluated, in the order given', async () => {
    const started: string[] = []
    const finish: Record<string, () => void> = {}
    const load = (href: string) => {
      started.push(href)
      return new Promise<void>((resolve) => (finish[href] = resolve))
    }
    let settled = false
    const done = importInTurn(['/react.js', '', '/router.js', '/entry.js'], load).then(() => (settled = true))
    expect(started).toEqual(['/react.js'])
    finish['/react.js']!()
    await vi.waitFor(() => expect(started).toEqual(['/react.js', '/router.js']))
    finish['/router.js']!()
    await vi.waitFor(() => expect(started).toEqual(['/react.js', '/router.js', '/entry.js']))
    expect(settled).toBe(false)
    finish['/entry.js']!()
    await done
    expect(settled).toBe(true)
  })

  it('stops at a module that fails to load, so nothing runs without what it imports', async () => {
    const started: string[] = []
    const load = (href: string) => (
      started.push(href),
      href === '/router.js' ? Promise.reject(new Error('offline')) : Promise.resolve()
    )
    await expect(importInTurn(['/react.js', '/router.js', '/entry.js'], load)).rejects.toThrow('offline')
    expect(started).toEqual(['/react.js', '/router.js'])
  })
})

import { act, render, screen } from '@testing-library/react'
import type { ComponentType } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { framePart, markReadyIfSettled, partHydrated, waitForPart } from './hydrate-on-use.tsx'
import { startAppOnceShown } from './start-app.ts'

const root = document.documentElement

afterEach(() => {
  delete root.dataset.hydrated
  delete root.dataset.ready
  delete window.hydrateAtOnce
  document.head.replaceChildren()
  vi.restoreAllMocks()
})

describe('the ready mark (html[data-ready])', () => {
  it('comes once the app has hydrated and the last waiting part has too, not before', () => {
    waitForPart('.test-footer', { wake: () => {}, hydrated: () => Promise.resolve() })
    root.dataset.hydrated = 'true'
    markReadyIfSettled()
    expect(root.dataset.ready).toBeUndefined()

    partHydrated('.test-footer')
    expect(root.dataset.ready).toBe('true')
  })

  it('waits for the app itself, however few parts wait', () => {
    markReadyIfSettled()
    expect(root.dataset.ready).toBeUndefined()
  })

  it('waits for a part drawn fresh until its code has arrived and it is drawn', async () => {
    let arrive!: (view: ComponentType) => void
    const Part = framePart({
      selector: '.fresh-part',
      load: () => new Promise<ComponentType>((resolve) => (arrive = resolve)),
    })
    // Inside an async act, so React retries the part once its code arrives.
    await act(async () => void render(<Part />))
    root.dataset.hydrated = 'true'
    markReadyIfSettled()
    expect(root.dataset.ready).toBeUndefined()

    await act(async () => arrive(() => <p className="fresh-part">Footer</p>))
    expect(await screen.findByText('Footer')).toBeInTheDocument()
    expect(root.dataset.ready).toBe('true')
  })
})

describe('window.hydrateAtOnce (set by tests, never by the site)', () => {
  // Modules the start can import for real in a test: the start's own steps are tested in start-app.test.ts.
  const MODULE = 'data:text/javascript,'
  /** A page whose document is parsed but not loaded, with the start script's data attributes. */
  function parsedPage() {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive')
    const script = document.createElement('script')
    script.dataset.appEntry = MODULE
    script.dataset.appModules = MODULE
    document.head.append(script)
  }
  const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))

  it('starts the app as soon as the document is parsed, without waiting for the load', () => {
    parsedPage()
    window.hydrateAtOnce = true
    startAppOnceShown(window)
    expect(preloads()).toEqual([MODULE])
  })

  it('without it, the app waits for the load', () => {
    parsedPage()
    startAppOnceShown(window)
    expect(preloads()).toEqual([])
  })

  it('loads a waiting frame part at once instead of when the browser is idle', () => {
    const idle = vi.fn()
    vi.stubGlobal('requestIdleCallback', idle)
    const load = vi.fn(() => new Promise<never>(() => {}))
    document.body.innerHTML = '<p class="waiting-part">Prerendered</p>'
    window.hydrateAtOnce = true
    const Part = framePart({ selector: '.waiting-part', load })
    render(<Part />)
    return vi.waitFor(() => {
      expect(load).toHaveBeenCalledTimes(1)
      expect(idle).not.toHaveBeenCalled()
    })
  })
})

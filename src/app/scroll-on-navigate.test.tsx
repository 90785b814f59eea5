import { act, render } from '@testing-library/react'
import { StrictMode } from 'react'
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** What the window was asked to do: "top", or the id of the block scrolled to with its behaviour. */
let moves: string[] = []
let resizeCallbacks: (() => void)[] = []

beforeEach(() => {
  moves = []
  resizeCallbacks = []
  vi.spyOn(window, 'scrollTo').mockImplementation(() => moves.push('top'))
  Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
    moves.push(`#${this.id} ${typeof options === 'object' ? options.behavior : ''}`)
  }
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resizeCallbacks.push(callback)
      }
      observe() {}
      disconnect() {
        resizeCallbacks = []
      }
    },
  )
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }))
  vi.resetModules() // each test starts as a new visit: the first page has not been shown yet
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

/** A page with two blocks that scrolls as the app does, and a way to navigate from the test. */
async function visit(url: string) {
  const { useScrollOnNavigate } = await import('./scroll-on-navigate.ts')
  let navigate!: NavigateFunction
  function Page() {
    useScrollOnNavigate()
    navigate = useNavigate()
    return (
      <>
        <div id="intro" />
        <div id="faq" />
      </>
    )
  }
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[url]}>
        <Page />
      </MemoryRouter>
    </StrictMode>,
  )
  return { go: (to: string) => act(() => navigate(to)) }
}

describe('useScrollOnNavigate', () => {
  it('leaves the first page where it is, without a hash', async () => {
    await visit('/')
    expect(moves).toEqual([])
  })

  it('takes the first page to the block its hash names, and holds it there while the page grows, until the visitor scrolls', async () => {
    await visit('/#faq')
    expect(moves).toEqual(['#faq instant'])
    resizeCallbacks.forEach((callback) => callback())
    expect(moves).toEqual(['#faq instant', '#faq instant'])
    window.dispatchEvent(new Event('wheel'))
    expect(resizeCallbacks).toEqual([])
  })

  it('opens another page at its top, or at the block a hash names', async () => {
    const { go } = await visit('/')
    await go('/about-us')
    expect(moves).toEqual(['top'])
    await go('/team#faq')
    expect(moves).toEqual(['top', '#faq instant'])
  })

  it('glides to a block on the page shown, also when its link is followed again', async () => {
    const { go } = await visit('/')
    await go('/#faq')
    await go('/#faq')
    expect(moves).toEqual(['#faq smooth', '#faq smooth'])
  })

  it('leaves a change of query alone to the list that reads it', async () => {
    const { go } = await visit('/blog-standard')
    await go('/blog-standard?page=2')
    expect(moves).toEqual([])
  })

  it('ignores an anchor that names no block, or a malformed one', async () => {
    const { go } = await visit('/')
    await go('/#nothing-here')
    await go('/#%E0%A4%A')
    expect(moves).toEqual([])
  })
})

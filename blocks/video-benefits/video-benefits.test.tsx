import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderBlock } from '#tests/unit/render-block.tsx'
import { videoBenefitsProps } from './schema.ts'
import VideoBenefits from './video-benefits.tsx'
import { standInMotionPreference, standInViewport } from '#tests/unit/stand-ins.ts'

let viewport: ReturnType<typeof standInViewport>
let motion: ReturnType<typeof standInMotionPreference>
const onScreen = (isIntersecting: boolean) => viewport.show(isIntersecting ? 1 : 0)

let play: ReturnType<typeof vi.fn<() => Promise<void>>>
let pause: ReturnType<typeof vi.fn<() => void>>

function renderBand(props: Record<string, unknown> = {}) {
  const { container } = renderBlock(VideoBenefits, videoBenefitsProps, props)
  return container.querySelector('video')!
}
const sources = (video: HTMLVideoElement) =>
  [...video.querySelectorAll('source')].map((source) => [source.type, source.getAttribute('src')])
/** The page's `load` event, long past in jsdom: the block waits a task for it. */
const afterPageLoad = () => act(() => vi.advanceTimersByTime(0))

beforeEach(() => {
  viewport = standInViewport()
  motion = standInMotionPreference()
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  play = vi.fn(() => Promise.resolve())
  pause = vi.fn()
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play)
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause)
})
afterEach(() => {
  cleanup() // unmounting pauses the video: while play and pause are still stand-ins
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('video-benefits', () => {
  it('shows the title, text, the three benefits and the button to the shop', () => {
    renderBand()
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Distributors of Organic Produce')
    expect(screen.getByText('From Our Fields to Your Door')).toBeInTheDocument()
    expect(screen.getByText(/^Every week we bring in the harvest/)).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Certified Organic',
      'Picked the Same Morning',
      'Cold-Chain Delivery',
    ])
    expect(screen.getByText('Our own refrigerated vans, forty miles around the farm.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Shop the Harvest' })).toHaveAttribute('href', '/shop')
    // Poster, video and icons are decoration.
    expect(screen.queryAllByRole('img')).toHaveLength(0)
  })

  it('the video is silent, loops and has no controls; nothing of it is fetched before the page has loaded', () => {
    const video = renderBand()
    expect(video.muted).toBe(true)
    expect(video.loop).toBe(true)
    expect(video.controls).toBe(false)
    expect(video).toHaveAttribute('preload', 'none')
    expect(sources(video)).toEqual([])
    // Near the viewport, but the page has not finished loading: still nothing.
    onScreen(true)
    expect(sources(video)).toEqual([])
  })

  it('after the page has loaded and once the band comes near, loads the video (WebM first) and plays it while on screen', () => {
    const video = renderBand()
    afterPageLoad()
    expect(sources(video)).toEqual([])
    onScreen(true)
    expect(sources(video)).toEqual([
      ['video/webm', '/video/benefits.webm'],
      ['video/mp4', '/video/benefits.mp4'],
    ])
    expect(video).toHaveAttribute('preload', 'auto')
    expect(video).toHaveAttribute('poster', '/video/benefits-poster.jpg')
    expect(play).not.toHaveBeenCalled()
    onScreen(true)
    expect(play).toHaveBeenCalledOnce()
    expect(pause).not.toHaveBeenCalled()
    onScreen(false)
    expect(pause).toHaveBeenCalled()
  })

  it('starts playing at 10 seconds into the video', () => {
    const video = renderBand()
    afterPageLoad()
    onScreen(true)
    Object.defineProperty(video, 'duration', { value: 60, configurable: true })
    fireEvent.loadedMetadata(video)
    expect(video.currentTime).toBe(10)
  })

  it('a video shorter than the start point plays from its beginning', () => {
    const video = renderBand({
      video: { webm: '/video/short.webm', mp4: '/video/short.mp4', poster: '/video/short.jpg', startAt: 30 },
    })
    afterPageLoad()
    onScreen(true)
    Object.defineProperty(video, 'duration', { value: 12, configurable: true })
    fireEvent.loadedMetadata(video)
    expect(video.currentTime).toBe(0)
    expect(sources(video)[0]).toEqual(['video/webm', '/video/short.webm'])
  })

  it('with reduced motion never loads or plays the video: the poster stays', () => {
    motion.reduce = true
    const video = renderBand()
    afterPageLoad()
    onScreen(true)
    expect(sources(video)).toEqual([])
    expect(video).toHaveAttribute('preload', 'none')
    expect(play).not.toHaveBeenCalled()
  })

  it('leaves out the text, benefits and button the page empties', () => {
    renderBand({ text: '', benefits: [], buttonText: '', eyebrow: '' })
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
    expect(screen.queryByText('From Our Fields to Your Door')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Distributors of Organic Produce')
  })
})

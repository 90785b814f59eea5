import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Carousel } from './carousel.tsx'
import { standInEverythingInView, standInMotionPreference } from '#tests/unit/stand-ins.ts'
import { forgetTestState } from '#tests/unit/forget-test-state.ts'

/** Swiper as the carousel uses it: moves change the real index and say so; no transition ever ends. A move
 * without a speed takes Swiper's own (the slideshow's 900 ms). */
function fakeSwiper(slideCount: number) {
  const handlers = new Map<string, Set<() => void>>()
  const emit = (event: string) => handlers.get(event)?.forEach((handler) => handler())
  const moveTo = (index: number, speed = 0) => {
    swiper.animating = speed > 0
    swiper.realIndex = (index + slideCount) % slideCount
    emit('realIndexChange')
  }
  const swiper = {
    destroyed: false,
    el: { scrollLeft: 0 },
    params: { loop: true },
    isEnd: false,
    animating: false,
    realIndex: 0,
    on: (event: string, handler: () => void) => handlers.set(event, (handlers.get(event) ?? new Set()).add(handler)),
    off: (event: string, handler: () => void) => handlers.get(event)?.delete(handler),
    slideNext: vi.fn((speed?: number) => moveTo(swiper.realIndex + 1, speed ?? 900)),
    slidePrev: vi.fn((speed?: number) => moveTo(swiper.realIndex - 1, speed ?? 900)),
    slideTo: vi.fn((index: number) => moveTo(index)),
    slideToLoop: vi.fn((index: number) => moveTo(index)),
    destroy: vi.fn(),
    emit,
  }
  return swiper
}

let swiper = fakeSwiper(3)
const startSwiper = vi.fn(() => swiper)
vi.mock('./swiper-engine.ts', () => ({ startSwiper: () => startSwiper() }))

beforeEach(() => {
  swiper = fakeSwiper(3)
  startSwiper.mockClear()
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  // In view at once, and no preference for reduced motion.
  standInEverythingInView()
  standInMotionPreference()
})
afterEach(forgetTestState)

type CarouselProps = Partial<Parameters<typeof Carousel>[0]>

const farmScenes = (props: CarouselProps) => (
  <Carousel label="Farm scenes" effect="fade" loop speed={900} arrows {...props}>
    <p>Fields</p>
    <p>
      <a href="/barn">Barn</a>
    </p>
    <p>Orchard</p>
  </Carousel>
)

/** Renders a three-slide carousel: by default a slideshow (5 s a slide, 0.9 s fades); `rerender` gives it new props. */
async function carousel(props: CarouselProps = { autoplayMs: 5000 }) {
  const { rerender } = render(farmScenes(props))
  await settle()
  return {
    rerender: async (next: CarouselProps) => {
      rerender(farmScenes(next))
      await settle()
    },
  }
}
/** Lets Swiper's code arrive (a dynamic import) and start. */
const settle = () => act(async () => {})
const wait = async (ms: number) => {
  act(() => vi.advanceTimersByTime(ms))
  await settle()
}
const autoplayMoves = () => swiper.slideNext.mock.calls.filter((call) => call.length === 0).length
/** A pointer pressed or let go at (x, y): jsdom has no PointerEvent, and a MouseEvent carries the position. */
const press = (target: Element, type: 'pointerdown' | 'pointerup', clientX: number, clientY: number) =>
  fireEvent(target, new MouseEvent(type, { bubbles: true, cancelable: true, clientX, clientY }))
const slides = () => screen.getByRole('region', { name: 'Farm scenes' }).querySelector('[aria-live]')!

describe('the carousel’s slideshow', () => {
  it('starts Swiper only for its first step, 5 s after it comes near, then moves 5 s after each move has faded in', async () => {
    await carousel()
    await wait(4999)
    expect(startSwiper).not.toHaveBeenCalled()
    await wait(1)
    expect(startSwiper).toHaveBeenCalledOnce()
    expect(autoplayMoves()).toBe(1)
    await wait(5899)
    expect(autoplayMoves()).toBe(1)
    await wait(1)
    expect(autoplayMoves()).toBe(2)
  })

  it('keeps going after the visitor moves it, without waiting for a transition to end', async () => {
    await carousel()
    await wait(3000)
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    await settle()
    expect(swiper.slideNext).toHaveBeenLastCalledWith(900)
    // Counted again from the visitor's move.
    await wait(5899)
    expect(autoplayMoves()).toBe(0)
    await wait(1)
    expect(autoplayMoves()).toBe(1)
    expect(swiper.realIndex).toBe(2)
  })

  it('waits while a finger is on it, and stops for good on Pause', async () => {
    await carousel()
    await wait(5000)
    act(() => swiper.emit('touchStart'))
    await wait(20_000)
    expect(autoplayMoves()).toBe(1)
    act(() => swiper.emit('touchEnd'))
    await wait(5000)
    expect(autoplayMoves()).toBe(2)

    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }))
    await wait(60_000)
    expect(autoplayMoves()).toBe(2)
    expect(screen.getByRole('button', { name: /slideshow$/ })).toHaveAccessibleName('Play slideshow')
  })

  it('does not announce its slides while it plays, and does once paused', async () => {
    await carousel()
    expect(slides()).toHaveAttribute('aria-live', 'off')
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }))
    expect(slides()).toHaveAttribute('aria-live', 'polite')
  })
})

describe('before Swiper runs', () => {
  it('a carousel that does not play by itself starts Swiper only when used', async () => {
    await carousel({})
    await wait(60_000)
    expect(startSwiper).not.toHaveBeenCalled()
    expect(slides()).toHaveAttribute('aria-live', 'polite')
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }))
    await settle()
    expect(startSwiper).toHaveBeenCalledOnce()
    expect(swiper.slidePrev).toHaveBeenCalledExactlyOnceWith(900)
  })

  it('a swipe to the left shows the next slide, and the click ending it follows no link', async () => {
    await carousel({})
    const link = screen.getByRole('link', { name: 'Barn' })
    const followed = vi.fn((event: Event) => event.preventDefault())
    link.addEventListener('click', followed)
    press(link, 'pointerdown', 300, 100)
    press(link, 'pointerup', 200, 110)
    fireEvent.click(link)
    await settle()
    expect(swiper.slideNext).toHaveBeenCalledExactlyOnceWith(900)
    expect(followed).not.toHaveBeenCalled()
    // The next press is a press again.
    press(link, 'pointerdown', 200, 100)
    fireEvent.click(link)
    expect(followed).toHaveBeenCalledOnce()
  })

  it('a swipe to the right shows the previous slide; a short or mostly upward drag is no swipe', async () => {
    await carousel({})
    const track = screen.getByText('Fields')
    press(track, 'pointerdown', 100, 100)
    press(track, 'pointerup', 130, 100)
    press(track, 'pointerdown', 100, 100)
    press(track, 'pointerup', 150, 190)
    await settle()
    expect(startSwiper).toHaveBeenCalledOnce()
    expect(swiper.slidePrev).not.toHaveBeenCalled()
    expect(swiper.slideNext).not.toHaveBeenCalled()
  })

  it('a swipe to the right shows the previous slide, even if Swiper started while the finger was down', async () => {
    await carousel({})
    const track = screen.getByText('Fields')
    press(track, 'pointerdown', 100, 100)
    await settle()
    expect(startSwiper).toHaveBeenCalledOnce()
    press(track, 'pointerup', 160, 100)
    expect(swiper.slidePrev).toHaveBeenCalledExactlyOnceWith(900)
  })

  it('a link focused in a slide out of view shows that slide', async () => {
    await carousel({ effect: 'slide' })
    const link = screen.getByRole('link', { name: 'Barn' })
    act(() => link.focus())
    // The browser scrolled the track to show the link; Swiper moves its slides instead.
    swiper.el.scrollLeft = 320
    await settle()
    expect(swiper.slideToLoop).toHaveBeenCalledExactlyOnceWith(1, 0)
    expect(swiper.el.scrollLeft).toBe(0)
  })
})

describe('a slide held by the page editor (showSlide)', () => {
  it('is shown at once, follows the entry being edited, and the slideshow waits until it is let go', async () => {
    const { rerender } = await carousel({ autoplayMs: 5000, showSlide: 2 })
    expect(startSwiper).toHaveBeenCalledOnce()
    expect(swiper.slideToLoop).toHaveBeenLastCalledWith(2, 0)
    expect(swiper.realIndex).toBe(2)
    expect(slides()).toHaveAttribute('aria-live', 'polite')
    await wait(60_000)
    expect(autoplayMoves()).toBe(0)
    expect(swiper.realIndex).toBe(2)

    await rerender({ autoplayMs: 5000, showSlide: 0 })
    expect(swiper.slideToLoop).toHaveBeenLastCalledWith(0, 0)
    expect(swiper.realIndex).toBe(0)

    await rerender({ autoplayMs: 5000 })
    await wait(5000)
    expect(autoplayMoves()).toBe(1)
  })
})

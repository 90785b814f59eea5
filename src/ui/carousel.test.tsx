import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Carousel } from './carousel.tsx'
import { standInEverythingInView, standInMotionPreference } from '#tests/unit/stand-ins.ts'

/** Swiper as the carousel uses it: moves change the real index and say so; no transition ever ends. */
function fakeSwiper(slideCount: number) {
  const handlers = new Map<string, Set<() => void>>()
  const emit = (event: string) => handlers.get(event)?.forEach((handler) => handler())
  const moveTo = (index: number) => {
    swiper.realIndex = (index + slideCount) % slideCount
    emit('realIndexChange')
  }
  const swiper = {
    destroyed: false,
    params: { loop: true },
    isEnd: false,
    realIndex: 0,
    on: (event: string, handler: () => void) => handlers.set(event, (handlers.get(event) ?? new Set()).add(handler)),
    off: (event: string, handler: () => void) => handlers.get(event)?.delete(handler),
    slideNext: vi.fn(() => moveTo(swiper.realIndex + 1)),
    slidePrev: vi.fn(() => moveTo(swiper.realIndex - 1)),
    slideTo: vi.fn((index: number) => moveTo(index)),
    slideToLoop: vi.fn((index: number) => moveTo(index)),
    destroy: vi.fn(),
    emit,
  }
  return swiper
}

let swiper = fakeSwiper(3)
vi.mock('./swiper-engine.ts', () => ({ startSwiper: () => swiper }))

beforeEach(() => {
  swiper = fakeSwiper(3)
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  // In view at once, and no preference for reduced motion.
  standInEverythingInView()
  standInMotionPreference()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** Renders a three-slide slideshow (5 s a slide, 0.9 s fades) and waits for Swiper to start. */
async function slideshow() {
  render(
    <Carousel label="Farm scenes" effect="fade" loop autoplayMs={5000} speed={900} arrows>
      <p>Fields</p>
      <p>Barn</p>
      <p>Orchard</p>
    </Carousel>,
  )
  await act(async () => {})
}
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms))
const autoplayMoves = () => swiper.slideNext.mock.calls.filter((call) => call.length === 0).length

describe('the carousel’s slideshow', () => {
  it('moves on 5 s after it starts, then 5 s after each move has faded in', async () => {
    await slideshow()
    await wait(4999)
    expect(autoplayMoves()).toBe(0)
    await wait(1)
    expect(autoplayMoves()).toBe(1)
    await wait(5899)
    expect(autoplayMoves()).toBe(1)
    await wait(1)
    expect(autoplayMoves()).toBe(2)
  })

  it('keeps going after the visitor moves it, without waiting for a transition to end', async () => {
    await slideshow()
    await wait(3000)
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    expect(swiper.slideNext).toHaveBeenLastCalledWith(900)
    // Counted again from the visitor's move.
    await wait(5899)
    expect(autoplayMoves()).toBe(0)
    await wait(1)
    expect(autoplayMoves()).toBe(1)
    expect(swiper.realIndex).toBe(2)
  })

  it('waits while a finger is on it, and stops for good on Pause', async () => {
    await slideshow()
    act(() => swiper.emit('touchStart'))
    await wait(20_000)
    expect(autoplayMoves()).toBe(0)
    act(() => swiper.emit('touchEnd'))
    await wait(5000)
    expect(autoplayMoves()).toBe(1)

    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }))
    await wait(60_000)
    expect(autoplayMoves()).toBe(1)
    expect(screen.getByRole('button', { name: /slideshow$/ })).toHaveAccessibleName('Play slideshow')
  })
})

import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EditedEntryContext, type EditedEntry } from '#app/edited-entry-context.ts'
import type { SwiperStart } from '#ui/primitives/swiper-engine.ts'
import HeroSlider from './hero-slider.tsx'
import { heroSliderProps } from './schema.ts'
import { standInEverythingInView, standInMotionPreference } from '#tests/unit/stand-ins.ts'

/** Swiper as the carousel drives it: a move changes the real index at once and says so, as Swiper does. */
function fakeSwiper(slideCount: number, options: SwiperStart) {
  const handlers = new Map<string, Set<() => void>>()
  const moveTo = (index: number) => {
    swiper.realIndex = (index + slideCount) % slideCount
    options.onSlideChange(swiper as never)
    for (const event of ['slideChange', 'realIndexChange']) handlers.get(event)?.forEach((handler) => handler())
  }
  const swiper = {
    destroyed: false,
    params: { loop: options.loop },
    isEnd: false,
    realIndex: 0,
    on: (event: string, handler: () => void) => handlers.set(event, (handlers.get(event) ?? new Set()).add(handler)),
    off: (event: string, handler: () => void) => handlers.get(event)?.delete(handler),
    slideNext: vi.fn((_speed?: number) => moveTo(swiper.realIndex + 1)),
    slidePrev: vi.fn((_speed?: number) => moveTo(swiper.realIndex - 1)),
    slideTo: vi.fn((index: number, _speed?: number) => moveTo(index)),
    slideToLoop: vi.fn((index: number, _speed?: number) => moveTo(index)),
    destroy: vi.fn(),
  }
  return swiper
}

let swiper: ReturnType<typeof fakeSwiper> | undefined
const started = vi.fn()
vi.mock('#ui/primitives/swiper-engine.ts', () => ({
  startSwiper: (track: HTMLElement, options: SwiperStart) => {
    started(options)
    swiper = fakeSwiper(track.firstElementChild!.childElementCount, options) // the wrapper's slides
    return swiper
  },
}))

const slides = [
  {
    image: '/art/scenes/hero-dawn.svg',
    imageAlt: 'Sunrise over the valley fields',
    eyebrow: 'Fresh from Green Valley',
    title: 'Organic Food Grown With Care',
    description: 'Berries, greens, raw milk and farmhouse cheese, picked and made this morning.',
  },
  {
    image: '/art/scenes/hero-meadow.svg',
    title: 'Happy Cows, Honest Milk',
    description: 'Our Jersey herd grazes open meadows nine months a year.',
    buttonText: 'Meet the Herd',
    buttonLink: '/service-details/3',
  },
  {
    image: '/art/scenes/hero-orchard.svg',
    title: 'Orchards',
    description: 'Apples, pears and plums from trees our grandparents planted.',
    badgeText: '',
  },
]

let motion: ReturnType<typeof standInMotionPreference>

async function renderSlider(props: Record<string, unknown> = {}, entry?: EditedEntry) {
  const view = (edited?: EditedEntry) => (
    <MemoryRouter>
      <EditedEntryContext value={edited}>
        <HeroSlider {...heroSliderProps.parse({ slides, ...props })} />
      </EditedEntryContext>
    </MemoryRouter>
  )
  const rendered = render(view(entry))
  await settle()
  return { editing: (edited?: EditedEntry) => rendered.rerender(view(edited)) }
}

/** The title of the slide visitors can reach: the others are inert. */
const shownTitle = () =>
  screen
    .getAllByRole('heading')
    .filter((heading) => !heading.closest('[inert]'))
    .map((heading) => heading.textContent)
const currentBullet = () => screen.getAllByRole('button', { current: true }).map((bullet) => bullet.getAttribute('aria-label'))
/** Lets Swiper's code arrive (a dynamic import, once the banner is first used) and start. */
const settle = () => act(async () => {})
const wait = async (ms: number) => {
  act(() => vi.advanceTimersByTime(ms))
  await settle()
}
const press = async (name: string) => {
  fireEvent.click(screen.getByRole('button', { name }))
  await settle()
}

beforeEach(() => {
  swiper = undefined
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  standInEverythingInView()
  motion = standInMotionPreference()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  started.mockClear()
})

describe('hero-slider', () => {
  it('is a labelled carousel whose first title is the page’s h1, the first word bold', async () => {
    await renderSlider()
    expect(screen.getByRole('region', { name: 'Welcome to Green Valley' })).toHaveAttribute('aria-roledescription', 'carousel')
    const h1 = screen.getByRole('heading', { level: 1 })
    expect(h1).toHaveTextContent('Organic Food Grown With Care')
    expect(within(h1).getByText('Organic').tagName).toBe('STRONG')
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .map((heading) => [heading.textContent, heading.querySelector('strong')?.textContent]),
    ).toEqual([
      ['Happy Cows, Honest Milk', 'Happy'],
      ['Orchards', 'Orchards'],
    ])
  })

  it('every title is an h2 when the banner is not the page’s heading', async () => {
    await renderSlider({ pageHeading: false })
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3)
  })

  it('each slide shows its scene, text, button and the round badge linking to the services', async () => {
    await renderSlider()
    expect(screen.getByRole('img', { name: 'Sunrise over the valley fields' })).toHaveAttribute(
      'src',
      '/art/scenes/hero-dawn.svg',
    )
    expect(screen.getByText('Fresh from Green Valley')).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Discover More' }).map((link) => link.getAttribute('href'))).toEqual([
      '/about-us',
      '/about-us',
    ])
    expect(screen.getByRole('link', { name: 'Meet the Herd' })).toHaveAttribute('href', '/service-details/3')
    // The badge's name is its ring text without the separators; the third slide has none.
    expect(
      screen.getAllByRole('link', { name: 'Organic Farm Services Since 1906' }).map((link) => link.getAttribute('href')),
    ).toEqual(['/services', '/services'])
  })

  it('shows one slide at a time: the others are inert', async () => {
    await renderSlider()
    expect(shownTitle()).toEqual(['Organic Food Grown With Care'])
    expect(currentBullet()).toEqual(['Go to slide 1'])
  })

  it('the arrows move to the next and previous slide, looping at either end', async () => {
    await renderSlider()
    await press('Next slide')
    expect(swiper!.slideNext).toHaveBeenLastCalledWith(900)
    expect(shownTitle()).toEqual(['Happy Cows, Honest Milk'])
    expect(currentBullet()).toEqual(['Go to slide 2'])

    await press('Previous slide')
    await press('Previous slide')
    expect(swiper!.slidePrev).toHaveBeenCalledTimes(2)
    expect(shownTitle()).toEqual(['Orchards'])
    expect(currentBullet()).toEqual(['Go to slide 3'])
    expect(started).toHaveBeenCalledWith(expect.objectContaining({ effect: 'fade', loop: true, speed: 900 }))
  })

  it('a bullet goes to its slide', async () => {
    await renderSlider()
    expect(screen.getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(3)
    await press('Go to slide 3')
    expect(swiper!.slideToLoop).toHaveBeenLastCalledWith(2, 900)
    expect(shownTitle()).toEqual(['Orchards'])
  })

  it('has no bullets when the page leaves them out', async () => {
    await renderSlider({ bullets: false })
    expect(screen.queryByRole('button', { name: /^Go to slide/ })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument()
  })

  it('moves on every 5000 ms by itself and keeps going after the visitor uses the arrows', async () => {
    await renderSlider()
    await wait(4999)
    expect(shownTitle()).toEqual(['Organic Food Grown With Care'])
    await wait(1)
    expect(shownTitle()).toEqual(['Happy Cows, Honest Milk'])

    await press('Next slide')
    expect(shownTitle()).toEqual(['Orchards'])
    // Counted again from the visitor's move, its 900 ms fade included, then it loops to the first.
    await wait(5899)
    expect(shownTitle()).toEqual(['Orchards'])
    await wait(1)
    expect(shownTitle()).toEqual(['Organic Food Grown With Care'])
  })

  it('Pause stops the slideshow and Play starts it again', async () => {
    await renderSlider()
    await press('Pause slideshow')
    await wait(30_000)
    expect(shownTitle()).toEqual(['Organic Food Grown With Care'])
    await press('Play slideshow')
    await wait(5000)
    expect(shownTitle()).toEqual(['Happy Cows, Honest Milk'])
  })

  it('with reduced motion it never moves by itself and the arrows change slides without a fade', async () => {
    motion.reduce = true
    await renderSlider()
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).not.toBeInTheDocument()
    await wait(30_000)
    expect(shownTitle()).toEqual(['Organic Food Grown With Care'])
    await press('Next slide')
    expect(swiper!.slideNext).toHaveBeenLastCalledWith(0)
    expect(shownTitle()).toEqual(['Happy Cows, Honest Milk'])
  })

  it('in the page editor, shows the slide being edited and holds it there', async () => {
    const { editing } = await renderSlider()
    editing({ setting: 'slides', index: 2 })
    await settle()
    expect(swiper!.slideToLoop).toHaveBeenLastCalledWith(2, 0)
    expect(shownTitle()).toEqual(['Orchards'])
    await wait(30_000)
    expect(shownTitle()).toEqual(['Orchards'])
  })

  it('a single slide has no arrows, bullets or pause button', async () => {
    await renderSlider({ slides: slides.slice(0, 1) })
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    expect(shownTitle()).toEqual(['Organic Food Grown With Care'])
  })
})

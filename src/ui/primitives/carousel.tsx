/**
 * The site's carousel: Swiper with accessible controls of our own (labelled arrow buttons, one
 * button per slide, and a pause button whenever it plays by itself, as WCAG 2.2.2 asks).
 * The slides are plain markup that CSS lays out as Swiper will; Swiper's code (swiper-engine.ts) is
 * downloaded and started on that markup only when the carousel is first used: an arrow, a bullet, a swipe,
 * a focus inside it, the slideshow's first step or the page editor's held slide (decision 239). What was
 * done before it started is kept and done on start, so nothing jumps, nothing is re-created and nothing
 * is lost. Autoplay keeps going after the visitor uses the arrows or bullets, and never starts with
 * prefers-reduced-motion.
 * Example: <Carousel label="Our projects" perView={{ 0: 1, 991: 2, 1400: 3 }} gap={30} arrows>{slides}</Carousel>
 */
import {
  Children,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type PointerEvent,
  type ReactNode,
} from 'react'
import type { Swiper as SwiperInstance } from 'swiper/types'
import { Icon } from './icons.tsx'
import { useInViewOnce, usePrefersReducedMotion } from './motion.ts'
// Swiper's styles come with the page, not with its script: a stylesheet added later restyles the whole page.
import 'swiper/css'
import 'swiper/css/effect-fade'
import './carousel.css'

/** Slides per view from each minimum window width, e.g. { 0: 1, 768: 2, 1400: 3 }. */
export type PerView = Record<number, number>

const CSS_BREAKPOINTS = [768, 991, 992, 1200, 1400] as const
/** How near the viewport a slideshow must come before its clock starts. */
const PLAY_MARGIN = '50% 0px'
/** How far a pointer must travel across a carousel Swiper has not started on to count as a swipe. */
const SWIPE_PX = 40
/** What Swiper leaves a mouse press to (its `focusableElements`). */
const SWIPER_FIELDS = 'input, select, option, textarea, button, video, label'

interface CarouselProps {
  /** What the carousel shows, read to screen readers, e.g. "Customer testimonials". */
  label: string
  children: ReactNode
  perView?: PerView
  /** Space between slides in px. */
  gap?: number
  effect?: 'slide' | 'fade'
  /** Advance every N ms; omit for no autoplay. */
  autoplayMs?: number | undefined
  loop?: boolean
  arrows?: boolean
  bullets?: boolean
  /** Transition length in ms. */
  speed?: number
  className?: string
  /** Where the arrow buttons sit. */
  arrowPlacement?: 'sides' | 'below'
  /** Told the index of the slide shown after each move, e.g. to mark the thumbnail of the photo shown. */
  onSlideChange?: (index: number) => void
  /** Moves to this slide whenever it changes, e.g. to the photo of the thumbnail pressed. */
  slide?: number
  /** Show this slide and hold it there, without autoplay: the page editor's preview, while it is edited. */
  showSlide?: number | undefined
}

function breakpointVariables(perView: PerView, gap: number): CSSProperties {
  const variables: Record<string, string | number> = { '--carousel-gap': `${gap}px`, '--pv-0': perView[0] ?? 1 }
  for (const width of CSS_BREAKPOINTS) if (perView[width] !== undefined) variables[`--pv-${width}`] = perView[width]!
  return variables as CSSProperties
}

export function Carousel({
  label,
  children,
  perView = { 0: 1 },
  gap = 24,
  effect = 'slide',
  autoplayMs,
  loop = false,
  arrows = false,
  bullets = false,
  speed = 600,
  className = '',
  arrowPlacement = 'sides',
  onSlideChange,
  slide,
  showSlide,
}: CarouselProps) {
  const slides = Children.toArray(children)
  const { ref, inView: near } = useInViewOnce<HTMLDivElement>(0, PLAY_MARGIN)
  const track = useRef<HTMLDivElement>(null)
  const reducedMotion = usePrefersReducedMotion()
  // Swiper is wanted from the first use on, and running once its code is in.
  const [wanted, setWanted] = useState(false)
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null)
  const [active, setActive] = useState(0)
  const [paused, setPaused] = useState(false)
  const hasAutoplay = autoplayMs !== undefined && slides.length > 1
  const autoplays = hasAutoplay && !reducedMotion
  const held = showSlide !== undefined
  const playing = autoplays && near && !paused && !held

  // A move asked for before Swiper runs starts it, and is done on start (the latest one, if several).
  const pendingMove = useRef<((instance: SwiperInstance) => void) | null>(null)
  const move = (action: (instance: SwiperInstance) => void) => {
    if (swiper && !swiper.destroyed) return action(swiper)
    pendingMove.current = action
    setWanted(true)
  }
  // Swiper also reports the first slide as a change when it starts: only real changes are passed on.
  const shown = useRef(0)
  const slideChanged = useEffectEvent((instance: SwiperInstance) => {
    if (instance.realIndex === shown.current) return
    shown.current = instance.realIndex
    setActive(instance.realIndex)
    onSlideChange?.(instance.realIndex)
  })
  const slideCount = slides.length
  const perViewKey = JSON.stringify(perView)
  // Reduced motion is known only after hydration and may change: arrows and bullets pass it on each move.
  const transitionMs = reducedMotion ? 0 : speed
  const startSpeed = useEffectEvent(() => transitionMs)

  useEffect(() => {
    if (!wanted) return
    let instance: SwiperInstance | undefined
    let cancelled = false
    void import('./swiper-engine.ts').then(({ startSwiper }) => {
      if (cancelled || !track.current) return
      instance = startSwiper(track.current, {
        perView: JSON.parse(perViewKey) as PerView,
        gap,
        effect,
        loop: loop && slideCount > 1,
        speed: startSpeed(),
        onSlideChange: slideChanged,
      })
      setSwiper(instance)
      // At once: a loop carousel's move a moment after Swiper starts can be undone by its first frame.
      pendingMove.current?.(instance)
      pendingMove.current = null
    })
    return () => {
      cancelled = true
      instance?.destroy(true, false)
      setSwiper(null)
    }
  }, [wanted, perViewKey, gap, effect, loop, slideCount])

  // A slide asked for by the page (`slide`) or held by the page editor (`showSlide`: shown at once, and the
  // slideshow below waits while held). The one shown before Swiper runs needs nothing.
  const goTo = useEffectEvent((index: number, { instantly }: { instantly: boolean }) => {
    const ms = instantly ? 0 : transitionMs
    // An entry just removed in the editor may be past the end for a moment.
    if (index >= slideCount || (!swiper && index === shown.current)) return
    move((instance) => (loop ? instance.slideToLoop(index, ms) : instance.slideTo(index, ms)))
  })
  useEffect(() => {
    if (showSlide !== undefined) goTo(showSlide, { instantly: true })
  }, [showSlide, slideCount, swiper])
  useEffect(() => {
    if (slide !== undefined) goTo(slide, { instantly: false })
  }, [slide])

  // The slideshow: the next slide `autoplayMs` after it comes near, then after each move has settled,
  // whoever made it, so it keeps going after the visitor uses the arrows; held while a finger is on the
  // track. Its first step starts Swiper. The wait is counted from the move's start, its transition
  // included, not from Swiper's transition-end event: a move made during another's transition can end
  // without that event, and a slideshow waiting for it stops for good. Only this effect runs it, so the
  // visitor's reduced-motion setting (known only after hydration) and the pause button always win. A timer
  // of our own, not Swiper's autoplay module: that one runs a requestAnimationFrame loop for its countdown,
  // a main-thread frame every 16 ms for as long as the slideshow plays (decision 140). A layout effect, so
  // the clock starts in the commit that marks the slideshow playing (aria-live "off").
  const advance = useEffectEvent(() =>
    move((instance) => (!instance.params.loop && instance.isEnd ? instance.slideTo(0) : instance.slideNext())),
  )
  useLayoutEffect(() => {
    if (!playing || autoplayMs === undefined) return
    let timer = 0
    const advanceIn = (ms: number) => {
      window.clearTimeout(timer)
      timer = window.setTimeout(advance, ms)
    }
    if (!swiper || swiper.destroyed) {
      advanceIn(autoplayMs)
      return () => window.clearTimeout(timer)
    }
    const instance = swiper
    const afterMove = () => advanceIn(autoplayMs + transitionMs)
    // Swiper may have just started with a move (the one that started it): counted from that move.
    if (instance.animating) afterMove()
    else advanceIn(autoplayMs)
    const afterTouch = () => advanceIn(autoplayMs)
    const hold = () => window.clearTimeout(timer)
    instance.on('realIndexChange', afterMove)
    instance.on('touchStart', hold)
    instance.on('touchEnd', afterTouch)
    return () => {
      window.clearTimeout(timer)
      instance.off('realIndexChange', afterMove)
      instance.off('touchStart', hold)
      instance.off('touchEnd', afterTouch)
    }
  }, [swiper, playing, autoplayMs, transitionMs])

  // Before Swiper runs, a swipe is read here and done as a move, and a focus moved into a slide out of view
  // (which the browser scrolls into the track) shows that slide, as Swiper does once it runs.
  const pointer = useRef<{ x: number; y: number } | null>(null)
  const swiped = useRef(false)
  const pointerDown = (event: PointerEvent) => {
    swiped.current = false
    if (swiper) return
    // As Swiper does: a mouse drag moves the slides, it does not select their text or drag their pictures.
    if (event.pointerType === 'mouse' && !(event.target as Element).closest(SWIPER_FIELDS)) event.preventDefault()
    pointer.current = { x: event.clientX, y: event.clientY }
    setWanted(true)
  }
  const pointerUp = (event: PointerEvent) => {
    const start = pointer.current
    pointer.current = null
    const across = start ? event.clientX - start.x : 0
    if (!start || Math.abs(across) < SWIPE_PX || Math.abs(across) < Math.abs(event.clientY - start.y)) return
    // The click a mouse gives at the end of a drag must not follow the link it ends on.
    swiped.current = true
    move((instance) => (across < 0 ? instance.slideNext(transitionMs) : instance.slidePrev(transitionMs)))
  }
  const focusIn = (target: Element) => {
    if (swiper || pointer.current) return
    const slideElement = target.closest('.swiper-slide')
    const index = slideElement?.parentElement ? [...slideElement.parentElement.children].indexOf(slideElement) : 0
    move((instance) => {
      instance.el.scrollLeft = 0
      if (loop) instance.slideToLoop(index, 0)
      else instance.slideTo(index, 0)
    })
  }

  const arrowButtons = arrows && slides.length > 1 && (
    <div className={`carousel__arrows carousel__arrows--${arrowPlacement}`}>
      <ArrowButton direction="prev" onClick={() => move((instance) => instance.slidePrev(transitionMs))} />
      <ArrowButton direction="next" onClick={() => move((instance) => instance.slideNext(transitionMs))} />
    </div>
  )

  return (
    <div
      ref={ref}
      className={`carousel carousel--${effect} ${className}`}
      style={breakpointVariables(perView, gap)}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div
        ref={track}
        className="swiper"
        onPointerDown={pointerDown}
        onPointerUp={pointerUp}
        onPointerCancel={() => (pointer.current = null)}
        onClickCapture={(event) => {
          if (!swiped.current) return
          swiped.current = false
          event.preventDefault()
          event.stopPropagation()
        }}
        onFocus={(event) => focusIn(event.target)}
      >
        {/* A slideshow that plays by itself does not announce each slide (WAI-ARIA's carousel pattern). */}
        <div className="swiper-wrapper" aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div key={index} className="swiper-slide">
              {slide}
            </div>
          ))}
        </div>
      </div>
      {((arrowButtons && arrowPlacement === 'below') || (bullets && slides.length > 1) || autoplays) && (
        <div className="carousel__controls">
          {arrowPlacement === 'below' && arrowButtons}
          {bullets && slides.length > 1 && (
            <div className="carousel__bullets">
              {slides.map((_, index) => (
                <button
                  key={index}
                  type="button"
                  className="carousel__bullet"
                  aria-label={`Go to slide ${index + 1}`}
                  aria-current={active === index ? 'true' : undefined}
                  onClick={() =>
                    move((instance) => (loop ? instance.slideToLoop(index, transitionMs) : instance.slideTo(index, transitionMs)))
                  }
                />
              ))}
            </div>
          )}
          {autoplays && (
            <button
              type="button"
              className="carousel__pause"
              aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}
              onClick={() => setPaused(!paused)}
            >
              <Icon name={paused ? 'play' : 'pause'} size={16} />
            </button>
          )}
        </div>
      )}
      {arrowPlacement === 'sides' && arrowButtons}
    </div>
  )
}

function ArrowButton({ direction, onClick }: { direction: 'prev' | 'next'; onClick: () => void }) {
  const [label, icon] =
    direction === 'prev' ? (['Previous slide', 'chevronLeft'] as const) : (['Next slide', 'chevronRight'] as const)
  return (
    <button type="button" className={`carousel__arrow carousel__arrow--${direction}`} aria-label={label} onClick={onClick}>
      <Icon name={icon} size={22} />
    </button>
  )
}

/**
 * The site's carousel: Swiper with accessible controls of our own (labelled arrow buttons, one
 * button per slide, and a pause button whenever it plays by itself, as WCAG 2.2.2 asks).
 * The slides are plain markup that CSS lays out as Swiper will; Swiper's code (swiper-engine.ts) is
 * downloaded and started on that markup only when the carousel comes near the viewport, after the page
 * is interactive, so nothing jumps and nothing is re-created when it starts (decision 005). Autoplay
 * keeps going after the visitor uses the arrows or bullets, and never starts with prefers-reduced-motion.
 * Example: <Carousel label="Our projects" perView={{ 0: 1, 991: 2, 1400: 3 }} gap={30} arrows>{slides}</Carousel>
 */
import { Children, useEffect, useEffectEvent, useRef, useState, type CSSProperties, type ReactNode } from 'react'
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
/** How near the viewport a carousel must come before Swiper starts. */
const START_MARGIN = '50% 0px'

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
  onSwiper?: (swiper: SwiperInstance) => void
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
  onSwiper,
  showSlide,
}: CarouselProps) {
  const slides = Children.toArray(children)
  const { ref, inView: near } = useInViewOnce<HTMLDivElement>(0, START_MARGIN)
  const track = useRef<HTMLDivElement>(null)
  const reducedMotion = usePrefersReducedMotion()
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null)
  const [active, setActive] = useState(0)
  const [paused, setPaused] = useState(false)
  const hasAutoplay = autoplayMs !== undefined && slides.length > 1
  const autoplays = hasAutoplay && !reducedMotion
  const held = showSlide !== undefined

  // A press on an arrow or bullet in the moment before Swiper has started is kept and done on start.
  const pendingMove = useRef<((instance: SwiperInstance) => void) | null>(null)
  const move = (action: (instance: SwiperInstance) => void) => {
    if (swiper && !swiper.destroyed) action(swiper)
    else pendingMove.current = action
  }
  const started = useEffectEvent((instance: SwiperInstance) => {
    setSwiper(instance)
    onSwiper?.(instance)
    pendingMove.current?.(instance)
    pendingMove.current = null
  })
  const slideChanged = useEffectEvent((instance: SwiperInstance) => setActive(instance.realIndex))
  const slideCount = slides.length
  const perViewKey = JSON.stringify(perView)
  // Reduced motion is known only after hydration and may change: arrows and bullets pass it on each move.
  const transitionMs = reducedMotion ? 0 : speed
  const startSpeed = useEffectEvent(() => transitionMs)

  useEffect(() => {
    if (!near) return
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
      started(instance)
    })
    return () => {
      cancelled = true
      instance?.destroy(true, false)
      setSwiper(null)
    }
  }, [near, perViewKey, gap, effect, loop, slideCount])

  // The slide the page editor holds (showSlide): shown at once, and the slideshow below waits while held.
  const goToHeld = useEffectEvent((index: number) =>
    move((instance) => (loop ? instance.slideToLoop(index, 0) : instance.slideTo(index, 0))),
  )
  useEffect(() => {
    // An entry just removed in the editor may be past the end for a moment.
    if (showSlide !== undefined && showSlide < slideCount) goToHeld(showSlide)
  }, [showSlide, slideCount, swiper])

  // The slideshow: the next slide `autoplayMs` after each move has settled, whoever made it, so it keeps
  // going after the visitor uses the arrows; held while a finger is on the track. The wait is counted
  // from the move's start, its transition included, not from Swiper's transition-end event: a move made
  // during another's transition can end without that event, and a slideshow waiting for it stops for good.
  // Only this effect runs it, so the visitor's reduced-motion setting (known only after hydration) and the
  // pause button always win. A timer of our own, not Swiper's autoplay module: that one runs a
  // requestAnimationFrame loop for its countdown, a main-thread frame every 16 ms for as long as the
  // slideshow plays (decision 140).
  useEffect(() => {
    if (!swiper || swiper.destroyed || !autoplays || paused || held || autoplayMs === undefined) return
    const instance = swiper
    let timer = 0
    const advance = () => (!instance.params.loop && instance.isEnd ? instance.slideTo(0) : instance.slideNext())
    const advanceIn = (ms: number) => {
      window.clearTimeout(timer)
      timer = window.setTimeout(advance, ms)
    }
    const afterMove = () => advanceIn(autoplayMs + transitionMs)
    const afterTouch = () => advanceIn(autoplayMs)
    const hold = () => window.clearTimeout(timer)
    advanceIn(autoplayMs)
    instance.on('realIndexChange', afterMove)
    instance.on('touchStart', hold)
    instance.on('touchEnd', afterTouch)
    return () => {
      window.clearTimeout(timer)
      instance.off('realIndexChange', afterMove)
      instance.off('touchStart', hold)
      instance.off('touchEnd', afterTouch)
    }
  }, [swiper, autoplays, paused, held, autoplayMs, transitionMs])

  const arrowButtons = arrows && slides.length > 1 && (
    <div className={`carousel__arrows carousel__arrows--${arrowPlacement}`}>
      <button
        type="button"
        className="carousel__arrow carousel__arrow--prev"
        aria-label="Previous slide"
        onClick={() => move((instance) => instance.slidePrev(transitionMs))}
      >
        <Icon name="chevronLeft" size={22} />
      </button>
      <button
        type="button"
        className="carousel__arrow carousel__arrow--next"
        aria-label="Next slide"
        onClick={() => move((instance) => instance.slideNext(transitionMs))}
      >
        <Icon name="chevronRight" size={22} />
      </button>
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
      <div ref={track} className="swiper">
        <div className="swiper-wrapper">
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

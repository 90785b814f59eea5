/**
 * The site's carousel: Swiper with accessible controls of our own (labelled arrow buttons, one
 * button per slide, and a pause button whenever it plays by itself, as WCAG 2.2.2 asks).
 * Before Swiper starts (prerendered HTML) CSS lays the slides out at the same widths, so nothing
 * jumps when it does. Autoplay keeps going after the visitor uses the arrows or bullets, and never
 * starts with prefers-reduced-motion.
 * Example: <Carousel label="Our projects" perView={{ 0: 1, 991: 2, 1400: 3 }} gap={30} arrows>{slides}</Carousel>
 */
import { Children, useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react'
import { A11y, Autoplay, EffectFade } from 'swiper/modules'
import { Swiper, SwiperSlide, type SwiperProps } from 'swiper/react'
import type { Swiper as SwiperInstance } from 'swiper/types'
import 'swiper/css'
import 'swiper/css/effect-fade'
import { Icon } from './icons.tsx'
import { usePrefersReducedMotion } from './motion.ts'
import './carousel.css'

/** Slides per view from each minimum window width, e.g. { 0: 1, 768: 2, 1400: 3 }. */
export type PerView = Record<number, number>

const CSS_BREAKPOINTS = [768, 991, 992, 1200, 1400] as const

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
  /** For advanced uses (e.g. a thumbnail strip linked with the Thumbs module). */
  swiperProps?: SwiperProps
  onSwiper?: (swiper: SwiperInstance) => void
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
  swiperProps,
  onSwiper,
}: CarouselProps) {
  const slides = Children.toArray(children)
  const reducedMotion = usePrefersReducedMotion()
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null)
  const [active, setActive] = useState(0)
  const [paused, setPaused] = useState(false)
  const hasAutoplay = autoplayMs !== undefined && slides.length > 1
  const autoplays = hasAutoplay && !reducedMotion

  const perViewKey = JSON.stringify(perView)
  const breakpoints = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(JSON.parse(perViewKey) as PerView).map(([width, count]) => [width, { slidesPerView: count }]),
      ),
    [perViewKey],
  )

  // Swiper is set up with autoplay configured but not running; this effect alone starts and stops it,
  // so the visitor's reduced-motion setting (known only after hydration) and the pause button always win.
  useEffect(() => {
    if (!swiper || swiper.destroyed || !hasAutoplay) return
    if (autoplays && !paused) swiper.autoplay.start()
    else swiper.autoplay.stop()
  }, [swiper, hasAutoplay, autoplays, paused])

  const arrowButtons = arrows && slides.length > 1 && (
    <div className={`carousel__arrows carousel__arrows--${arrowPlacement}`}>
      <button
        type="button"
        className="carousel__arrow carousel__arrow--prev"
        aria-label="Previous slide"
        onClick={() => swiper?.slidePrev()}
      >
        <Icon name="chevronLeft" size={22} />
      </button>
      <button
        type="button"
        className="carousel__arrow carousel__arrow--next"
        aria-label="Next slide"
        onClick={() => swiper?.slideNext()}
      >
        <Icon name="chevronRight" size={22} />
      </button>
    </div>
  )

  return (
    <div
      className={`carousel carousel--${effect} ${className}`}
      style={breakpointVariables(perView, gap)}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      <Swiper
        modules={[A11y, Autoplay, EffectFade]}
        effect={effect}
        fadeEffect={{ crossFade: true }}
        spaceBetween={gap}
        slidesPerView={perView[0] ?? 1}
        breakpoints={breakpoints}
        loop={loop && slides.length > 1}
        speed={reducedMotion ? 0 : speed}
        autoplay={hasAutoplay ? { delay: autoplayMs, disableOnInteraction: false, enabled: false } : false}
        // With a fade, arrows and bullets answer at once, even mid-transition.
        loopPreventsSliding={effect !== 'fade'}
        a11y={{ enabled: true, containerRoleDescriptionMessage: 'carousel', slideRole: 'group' }}
        onSwiper={(instance) => {
          setSwiper(instance)
          onSwiper?.(instance)
        }}
        onSlideChange={(instance) => setActive(instance.realIndex)}
        {...swiperProps}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={index}>{slide}</SwiperSlide>
        ))}
      </Swiper>
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
                  onClick={() => (loop ? swiper?.slideToLoop(index) : swiper?.slideTo(index))}
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

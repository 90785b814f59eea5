import { useId, useState } from 'react'
import { Link } from 'react-router-dom'
import { useEditedEntry } from '#app/block-kit.ts'
import { Carousel } from '#ui/primitives/carousel.tsx'
import { useMainPictureLoading } from '#ui/primitives/first-screen.ts'
import { Icon } from '#ui/primitives/icons.tsx'
import type { HeroSlide, HeroSliderProps } from './schema.ts'
import './hero-slider.css'

/** "Organic Food Grown" → <strong>Organic</strong> Food Grown */
function TitleWords({ title }: { title: string }) {
  const [first = '', ...rest] = title.trim().split(/\s+/)
  return (
    <>
      <strong>{first}</strong>
      {rest.length > 0 && ` ${rest.join(' ')}`}
    </>
  )
}

/** A round badge: the text runs round a ring (turning slowly unless motion is reduced). */
function TextBadge({ text, to }: { text: string; to: string }) {
  const ringId = `${useId()}ring`
  const name = text.replace(/[·•|]/g, ' ').replace(/\s+/g, ' ').trim()
  return (
    <Link className="hero-slider__badge" to={to} aria-label={name}>
      {/* The ring turns on an HTML box: Chromium animates an <svg> element on the main thread, a full
          frame of style, layout and commit every 16 ms; a box's rotation runs on the compositor. */}
      <span className="hero-slider__badge-ring" aria-hidden="true">
        <svg viewBox="0 0 120 120" width="120" height="120">
          <defs>
            <path id={ringId} d="M60 60m-45 0a45 45 0 1 1 90 0a45 45 0 1 1-90 0" />
          </defs>
          <text className="hero-slider__badge-text">
            <textPath href={`#${ringId}`} textLength="280" lengthAdjust="spacing">
              {text}
            </textPath>
          </text>
        </svg>
      </span>
      <span className="hero-slider__badge-core">
        <Icon name="arrowRight" size={26} />
      </span>
    </Link>
  )
}

function Slide({
  slide,
  index,
  active,
  pageHeading,
}: {
  slide: HeroSlide
  index: number
  active: boolean
  pageHeading: boolean
}) {
  const Title = index === 0 && pageHeading ? 'h1' : 'h2'
  const first = index === 0
  const mainPicture = useMainPictureLoading()
  return (
    <div className="hero-slider__slide" inert={!active}>
      <img
        className="hero-slider__scene"
        src={slide.image}
        alt={slide.imageAlt}
        width={1920}
        height={900}
        {...(first ? mainPicture : { loading: 'lazy', decoding: 'async' })}
      />
      <div className="container hero-slider__inner">
        <div className="hero-slider__content">
          <img className="hero-slider__shape" src={slide.shape} alt="" width={120} height={160} loading="lazy" />
          {slide.eyebrow && <p className="eyebrow hero-slider__eyebrow">{slide.eyebrow}</p>}
          <Title className="hero-slider__title">
            <TitleWords title={slide.title} />
          </Title>
          <p className="hero-slider__text">{slide.description}</p>
          <Link className="btn btn--primary hero-slider__button" to={slide.buttonLink}>
            {slide.buttonText}
          </Link>
        </div>
        {slide.badgeText && <TextBadge text={slide.badgeText} to={slide.badgeLink} />}
      </div>
    </div>
  )
}

export default function HeroSlider({ slides, autoplayMs, bullets, label, pageHeading }: HeroSliderProps) {
  const [active, setActive] = useState(0)
  const [moved, setMoved] = useState(false)
  // In the page editor's preview: the slide whose fields are being edited.
  const editedSlide = useEditedEntry('slides')
  // Slides out of view are inert, so keyboard and screen-reader users meet only the one shown.
  const slideChanged = (index: number) => {
    setActive(index)
    setMoved(true)
  }

  return (
    <section className={`hero-slider${moved ? ' hero-slider--moved' : ''}`}>
      <Carousel
        label={label}
        effect="fade"
        loop
        autoplayMs={autoplayMs}
        arrows
        bullets={bullets}
        speed={900}
        gap={0}
        className="hero-slider__carousel"
        onSlideChange={slideChanged}
        showSlide={editedSlide}
      >
        {slides.map((slide, index) => (
          <Slide key={index} slide={slide} index={index} active={index === active} pageHeading={pageHeading} />
        ))}
      </Carousel>
    </section>
  )
}

import { useEffect, useRef } from 'react'
import { Link } from 'react-router-dom'
import { CountUpStat } from '#ui/primitives/count-up.tsx'
import { useMainPictureLoading } from '#ui/primitives/first-screen.ts'
import { CheckList } from '#ui/primitives/check-list.tsx'
import { prefersReducedMotion } from '#ui/primitives/motion.ts'
import { SidePicture } from '#ui/primitives/picture.tsx'
import { SectionHeading } from '#ui/primitives/section-heading.tsx'
import type { AboutIntroProps } from './schema.ts'
import './about-intro.css'

/**
 * Writes how far the element has travelled through the viewport (0 entering at the bottom, 1 leaving
 * at the top) to its --scroll custom property, once per frame while scrolling. Nothing with reduced motion.
 */
function useScrollProgress<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  useEffect(() => {
    const element = ref.current
    if (!element || prefersReducedMotion()) return
    let frame = 0
    const measure = () => {
      frame = 0
      const rect = element.getBoundingClientRect()
      const progress = (window.innerHeight - rect.top) / (window.innerHeight + rect.height)
      element.style.setProperty('--scroll', Math.min(1, Math.max(0, progress)).toFixed(3))
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure)
    }
    onScroll() // first measure in a frame, not in this effect: reading the layout here would force it
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onScroll)
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [])
  return ref
}

export default function AboutIntro({
  eyebrow,
  title,
  text,
  features,
  image,
  imageAlt,
  shape,
  counter,
  buttonText,
  buttonLink,
}: AboutIntroProps) {
  const mediaRef = useScrollProgress<HTMLDivElement>()
  const pictureLoading = useMainPictureLoading()
  return (
    <section className="about-intro section">
      <div className="container about-intro__grid">
        <div className="about-intro__media" ref={mediaRef}>
          <img className="about-intro__shape" src={shape} alt="" width={80} height={200} loading="lazy" />
          <div className="about-intro__frame">
            <SidePicture className="about-intro__image" src={image} alt={imageAlt} loading={pictureLoading} />
          </div>
          <p className="about-intro__counter">
            <CountUpStat classPrefix="about-intro__counter" value={counter.value} unit={counter.unit} label={counter.label} />
          </p>
        </div>
        <div className="about-intro__body">
          <SectionHeading eyebrow={eyebrow || undefined} title={title} align="start" />
          <p className="about-intro__text">{text}</p>
          {features.length > 0 && (
            <CheckList className="about-intro__features" checkClassName="about-intro__check" iconSize={18} items={features} />
          )}
          {buttonText && (
            <Link className="btn btn--primary" to={buttonLink}>
              {buttonText}
            </Link>
          )}
        </div>
      </div>
    </section>
  )
}

import { useEffect, useRef, useState, type RefObject } from 'react'
import { Link } from 'react-router-dom'
import { IconBox } from '#ui/primitives/icon-box.tsx'
import { prefersReducedMotion, usePrefersReducedMotion } from '#ui/primitives/motion.ts'
import { SectionHeading } from '#ui/primitives/section-heading.tsx'
import type { VideoBenefitsProps } from './schema.ts'
import './video-benefits.css'

/** True once the element has come within about a screen of the viewport (and stays true). */
function useNearViewport(ref: RefObject<Element | null>, enabled: boolean): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || !enabled || near) return
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) setNear(true)
      },
      { rootMargin: '100% 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, enabled, near])
  return near
}

/** True once the window's `load` event has fired (never in the prerendered HTML or with reduced motion). */
function useAfterPageLoad(enabled: boolean): boolean {
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    if (!enabled) return
    const start = () => {
      if (!prefersReducedMotion()) setLoaded(true)
    }
    if (document.readyState === 'complete') {
      const timer = setTimeout(start, 0)
      return () => clearTimeout(timer)
    }
    window.addEventListener('load', start, { once: true })
    return () => window.removeEventListener('load', start)
  }, [enabled])
  return loaded && enabled
}

export default function VideoBenefits({ eyebrow, title, text, benefits, buttonText, buttonLink, video }: VideoBenefitsProps) {
  const reducedMotion = usePrefersReducedMotion()
  const sectionRef = useRef<HTMLElement>(null)
  // The video is fetched only after the page has loaded, and only once the visitor scrolls near it.
  const pageLoaded = useAfterPageLoad(!reducedMotion)
  const withVideo = useNearViewport(sectionRef, pageLoaded) && pageLoaded
  const videoRef = useRef<HTMLVideoElement>(null)
  const [playing, setPlaying] = useState(false)

  // Plays only while at least partly on screen; pauses (and stays paused) otherwise.
  useEffect(() => {
    const element = videoRef.current
    if (!element || !withVideo) return
    element.muted = true
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) element.play().catch(() => undefined)
      else element.pause()
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      element.pause()
    }
  }, [withVideo])

  const startAtOffset = () => {
    const element = videoRef.current
    if (element && element.duration > video.startAt) element.currentTime = video.startAt
  }

  return (
    <section className="video-benefits" ref={sectionRef}>
      <div className="video-benefits__backdrop" aria-hidden="true">
        <img className="video-benefits__poster" src={video.poster} alt="" width={1280} height={720} loading="lazy" />
        <video
          ref={videoRef}
          className={`video-benefits__video${playing && withVideo ? ' video-benefits__video--playing' : ''}`}
          muted
          loop
          playsInline
          disablePictureInPicture
          preload={withVideo ? 'auto' : 'none'}
          poster={withVideo ? video.poster : undefined}
          tabIndex={-1}
          width={1280}
          height={720}
          onLoadedMetadata={startAtOffset}
          onPlaying={() => setPlaying(true)}
        >
          {withVideo && (
            <>
              <source src={video.webm} type="video/webm" />
              <source src={video.mp4} type="video/mp4" />
            </>
          )}
        </video>
      </div>
      <div className="container video-benefits__inner">
        <div className="video-benefits__intro">
          <SectionHeading eyebrow={eyebrow || undefined} title={title} align="start" tone="light" />
          {text && <p className="video-benefits__text">{text}</p>}
          {buttonText && (
            <Link className="btn btn--primary video-benefits__button" to={buttonLink}>
              {buttonText}
            </Link>
          )}
        </div>
        {benefits.length > 0 && (
          <ul className="video-benefits__list">
            {benefits.map((benefit) => (
              <li key={benefit.title} className="video-benefits__item">
                <IconBox className="video-benefits__icon" src={benefit.icon} />
                <span>
                  <h3 className="video-benefits__item-title">{benefit.title}</h3>
                  <p className="video-benefits__item-text">{benefit.text}</p>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}

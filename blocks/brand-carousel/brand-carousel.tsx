import { Link } from 'react-router-dom'
import { useEditedEntry } from '#app/block-kit.ts'
import { Carousel, type PerView } from '#ui/primitives/carousel.tsx'
import type { BrandCarouselProps } from './schema.ts'
import './brand-carousel.css'

const PER_VIEW: PerView = { 0: 2, 768: 3, 992: 4, 1200: 5 }

/** Never more logos per view than there are logos, so a short list fills the row instead of leaving a gap. */
function perViewFor(count: number): PerView {
  return Object.fromEntries(Object.entries(PER_VIEW).map(([width, slides]) => [width, Math.max(1, Math.min(slides, count))]))
}

/** The narrowest breakpoint from which every logo is in view, so the arrows have nothing to do there. */
function allInViewFrom(count: number): number | undefined {
  return Object.entries(PER_VIEW)
    .find(([, slides]) => slides >= count)
    ?.map(Number)[0]
}

export default function BrandCarousel({ label, brands, callToAction }: BrandCarouselProps) {
  // In the page editor's preview: the record being chosen in the form, shown in view.
  const editedRecord = useEditedEntry('brands')
  const fitsFrom = allInViewFrom(brands.length)
  const classes = [
    'brand-carousel section',
    callToAction ? '' : 'section--tight',
    fitsFrom === undefined ? '' : `brand-carousel--all-in-view-${fitsFrom}`,
  ]
  return (
    <section className={classes.filter(Boolean).join(' ')}>
      <div className="container">
        {callToAction && (
          <div className="brand-carousel__cta surface-dark">
            <div className="brand-carousel__cta-text">
              {callToAction.eyebrow && <p className="eyebrow">{callToAction.eyebrow}</p>}
              <h2 className="brand-carousel__cta-title">{callToAction.title}</h2>
              {callToAction.text && <p className="brand-carousel__cta-lead">{callToAction.text}</p>}
            </div>
            <Link className="btn btn--light" to={callToAction.buttonLink}>
              {callToAction.buttonText}
            </Link>
          </div>
        )}
        <Carousel
          label={label}
          perView={perViewFor(brands.length)}
          gap={24}
          arrows
          arrowPlacement="below"
          showSlide={editedRecord}
        >
          {brands.map((brand) => (
            <div key={brand.id} className="brand-carousel__logo">
              <img src={brand.logo} alt={brand.name} width={200} height={80} loading="lazy" />
            </div>
          ))}
        </Carousel>
      </div>
    </section>
  )
}

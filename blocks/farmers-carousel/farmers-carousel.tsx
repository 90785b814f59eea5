import { Link } from 'react-router-dom'
import { useEditedEntry } from '#app/block-kit.ts'
import { Carousel } from '#ui/primitives/carousel.tsx'
import { CardArrow, CardTitle } from '#ui/primitives/card-link.tsx'
import { SectionHeading } from '#ui/primitives/section-heading.tsx'
import type { FarmersCarouselProps } from './schema.ts'
import './farmers-carousel.css'

const PER_VIEW = { 0: 1, 768: 2 }

export default function FarmersCarousel({
  eyebrow,
  title,
  lead,
  farmers,
  linkPrefix,
  buttonText,
  buttonLink,
}: FarmersCarouselProps) {
  // In the page editor's preview: the record being chosen in the form, shown in view.
  const editedRecord = useEditedEntry('farmers')
  return (
    <section className="farmers-carousel section">
      <div className="container farmers-carousel__grid">
        <div className="farmers-carousel__intro">
          <SectionHeading eyebrow={eyebrow || undefined} title={title} lead={lead || undefined} align="start" />
          {buttonText && (
            <Link className="btn btn--outline" to={buttonLink}>
              {buttonText}
            </Link>
          )}
        </div>
        <Carousel
          label={title}
          perView={PER_VIEW}
          gap={30}
          arrows
          arrowPlacement="below"
          className="farmers-carousel__carousel"
          showSlide={editedRecord}
        >
          {farmers.map((farmer) => (
            <article key={farmer.id} className="farmers-carousel__card card-link">
              <img className="farmers-carousel__portrait" src={farmer.thumb} alt="" width={600} height={700} loading="lazy" />
              <div className="farmers-carousel__caption">
                <CardTitle className="farmers-carousel__name" to={`${linkPrefix}${farmer.id}`}>
                  {farmer.name}
                </CardTitle>
                <p className="farmers-carousel__title">{farmer.title}</p>
                <CardArrow className="farmers-carousel__arrow" size={20} />
              </div>
            </article>
          ))}
        </Carousel>
      </div>
    </section>
  )
}

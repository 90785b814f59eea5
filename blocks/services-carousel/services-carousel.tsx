import { useEditedEntry } from '#app/block-kit.ts'
import { Carousel } from '#ui/primitives/carousel.tsx'
import { CardArrow, CardTitle } from '#ui/primitives/card-link.tsx'
import { IconBox } from '#ui/primitives/icon-box.tsx'
import { CardPicture } from '#ui/primitives/picture.tsx'
import { SectionHeading } from '#ui/primitives/section-heading.tsx'
import type { ServicesCarouselProps } from './schema.ts'
import './services-carousel.css'

const PER_VIEW = { 0: 1, 768: 2, 1400: 3 }
const GAP = 60

export default function ServicesCarousel({ eyebrow, title, lead, services, linkPrefix }: ServicesCarouselProps) {
  // In the page editor's preview: the record being chosen in the form, shown in view.
  const editedRecord = useEditedEntry('services')
  return (
    <section className="services-carousel section section--alt">
      <div className="container">
        <SectionHeading eyebrow={eyebrow || undefined} title={title} lead={lead || undefined} />
        <Carousel label={title} perView={PER_VIEW} gap={GAP} arrows arrowPlacement="below" showSlide={editedRecord}>
          {services.map((service) => (
            <article key={service.id} className="services-carousel__card card-link">
              <div className="services-carousel__media">
                <CardPicture className="services-carousel__image" src={service.thumb} />
                <IconBox className="services-carousel__icon" src={service.icon} />
              </div>
              <div className="services-carousel__body">
                <p className="services-carousel__category">{service.category}</p>
                <CardTitle className="services-carousel__title" to={`${linkPrefix}${service.id}`}>
                  {service.title}
                </CardTitle>
                <p className="services-carousel__text">{service.description}</p>
                <CardArrow className="services-carousel__more" size={18}>
                  {'Read More '}
                </CardArrow>
              </div>
            </article>
          ))}
        </Carousel>
      </div>
    </section>
  )
}

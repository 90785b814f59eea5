import { useMainPictureLoading } from '#ui/primitives/first-screen.ts'
import { CardArrow, CardTitle } from '#ui/primitives/card-link.tsx'
import { CardPicture } from '#ui/primitives/picture.tsx'
import { SectionHeading } from '#ui/primitives/section-heading.tsx'
import type { ServiceGridProps } from './schema.ts'
import './service-grid.css'

export default function ServiceGrid({ layout, eyebrow, title, lead, services, linkText, linkPrefix }: ServiceGridProps) {
  // The first card's picture is the block's main one; on a phone the others are below the fold.
  const mainPicture = useMainPictureLoading()
  return (
    <section className={`service-grid service-grid--${layout} section`}>
      <div className="container">
        {title && <SectionHeading eyebrow={eyebrow || undefined} title={title} lead={lead || undefined} />}
        <ul className="service-grid__list" role="list">
          {services.map((service, index) => (
            <li key={service.id} className={`service-grid__item service-grid__item--tone-${index % 4} card-link`}>
              {layout === 'cards' ? (
                <div className="service-grid__media">
                  <CardPicture src={service.thumb} loading={index === 0 ? mainPicture : undefined} />
                </div>
              ) : null}
              <span className="service-grid__icon" aria-hidden="true">
                <img src={service.icon} alt="" width={128} height={128} loading="lazy" />
              </span>
              <div className="service-grid__body">
                <p className="service-grid__category">{service.category}</p>
                <CardTitle className="service-grid__title" to={`${linkPrefix}${service.id}`}>
                  {service.title}
                </CardTitle>
                <p className="service-grid__text">{service.description}</p>
                <CardArrow className="service-grid__more" size={18}>
                  {linkText}
                </CardArrow>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

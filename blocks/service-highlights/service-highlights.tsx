import { Link } from 'react-router-dom'
import { CardTitle } from '#ui/primitives/card-link.tsx'
import { IconBox } from '#ui/primitives/icon-box.tsx'
import { Icon } from '#ui/primitives/icons.tsx'
import { LinkContext } from '#ui/primitives/link-context.tsx'
import { CardPicture } from '#ui/primitives/picture.tsx'
import { SectionHeading } from '#ui/primitives/section-heading.tsx'
import type { ServiceHighlightsProps } from './schema.ts'
import './service-highlights.css'

export default function ServiceHighlights({
  eyebrow,
  title,
  lead,
  services,
  titles,
  linkText,
  linkPrefix,
}: ServiceHighlightsProps) {
  return (
    <section className="service-highlights section">
      <div className="container">
        <SectionHeading eyebrow={eyebrow || undefined} title={title} lead={lead || undefined} />
        <ul className="service-highlights__list">
          {services.map((service, index) => {
            const cardTitle = titles[index] ?? service.title
            const href = `${linkPrefix}${service.id}`
            return (
              <li key={service.id} className={`service-highlights__card service-highlights__card--tone-${index % 3} card-link`}>
                <div className="service-highlights__media">
                  <CardPicture src={service.thumb} />
                  <IconBox className="service-highlights__icon" src={service.icon} />
                </div>
                <div className="service-highlights__body">
                  <CardTitle className="service-highlights__title" to={href}>
                    {cardTitle}
                  </CardTitle>
                  <p className="service-highlights__text">{service.description}</p>
                  <Link className="service-highlights__more" to={href}>
                    {linkText}
                    <LinkContext>{cardTitle}</LinkContext>
                    <Icon name="arrowRight" size={18} />
                  </Link>
                </div>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}

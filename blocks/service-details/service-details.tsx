import { useEntity } from '#app/block-kit.ts'
import type { Service } from '#data/collections/services.ts'
import { mailtoHref, telHref } from '#lib/contact-links.ts'
import { useMainPictureLoading } from '#ui/primitives/first-screen.ts'
import { CheckList } from '#ui/primitives/check-list.tsx'
import { Icon } from '#ui/primitives/icons.tsx'
import { Picture } from '#ui/primitives/picture.tsx'
import { ServicesNav } from '#ui/services/services-nav.tsx'
import type { ServiceDetailsProps } from './schema.ts'
import './service-details.css'

export default function ServiceDetails({
  includesTitle,
  servicesTitle,
  services,
  linkPrefix,
  calloutTitle,
  calloutText,
  contact,
}: ServiceDetailsProps) {
  const service = useEntity<Service>()
  const pictureLoading = useMainPictureLoading()
  if (!service) return null

  return (
    <section className="service-details section" aria-labelledby="service-title">
      <div className="container service-details__layout">
        <article className="service-details__main">
          <div className="service-details__media">
            <Picture src={service.thumbFull} layout="main" alt={service.imageAlt} width={1200} height={900} {...pictureLoading} />
            <span className="service-details__icon" aria-hidden="true">
              <img src={service.icon} alt="" width={128} height={128} />
            </span>
          </div>
          <p className="service-details__category">{service.category}</p>
          <h2 id="service-title" className="service-details__title">
            {service.title}
          </h2>
          <p className="service-details__lead">{service.description}</p>
          {service.body.map((paragraph) => (
            <p key={paragraph} className="service-details__text">
              {paragraph}
            </p>
          ))}
          <div className="service-details__includes">
            <h3 className="service-details__includes-title">{includesTitle}</h3>
            <CheckList checkClassName="service-details__check" iconSize={16} role="list" items={service.includes} />
          </div>
        </article>

        <aside className="service-details__aside" aria-label="More services and contact">
          <ServicesNav title={servicesTitle} services={services} linkPrefix={linkPrefix} />
          <div className="service-details__callout surface-dark">
            <span className="service-details__callout-icon" aria-hidden="true">
              <Icon name="phone" size={26} />
            </span>
            <h2 className="service-details__callout-title">{calloutTitle}</h2>
            {calloutText && <p className="service-details__callout-text">{calloutText}</p>}
            <ul className="service-details__callout-links" role="list">
              <li>
                <Icon name="phone" size={18} />
                <a href={telHref(contact.phone)}>{contact.phone}</a>
              </li>
              <li>
                <Icon name="mail" size={18} />
                <a href={mailtoHref(contact.email)}>{contact.email}</a>
              </li>
            </ul>
          </div>
        </aside>
      </div>
    </section>
  )
}

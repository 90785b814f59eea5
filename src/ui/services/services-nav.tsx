/**
 * The services list widget of a sidebar: a titled list of links to service pages, one of them marked
 * as selected (aria-current="true" and a filled style). The selection is the visitor's last click,
 * kept for the session (./service-selection.ts), not the page being shown, as the specification has it.
 * The selected style changes colours only, so the selection arriving after hydration moves nothing.
 */
import { useId } from 'react'
import { Link } from 'react-router-dom'
import { Icon } from '#ui/primitives/icons.tsx'
import { useSelectedServiceIndex } from './service-selection.ts'
import './services-nav.css'

interface ServicesNavProps {
  title: string
  services: readonly { id: number; title: string }[]
  /** Each entry links to this path followed by the service id, e.g. "/service-details/". */
  linkPrefix: string
}

export function ServicesNav({ title, services, linkPrefix }: ServicesNavProps) {
  const headingId = useId()
  const [selected, select] = useSelectedServiceIndex(services.length)
  return (
    <nav className="services-nav" aria-labelledby={headingId}>
      <h2 id={headingId} className="services-nav__title">
        {title}
      </h2>
      <ul className="services-nav__list" role="list">
        {services.map((service, index) => (
          <li key={service.id}>
            <Link
              className="services-nav__link"
              to={`${linkPrefix}${service.id}`}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => select(index)}
            >
              <span>{service.title}</span>
              <span className="services-nav__arrow" aria-hidden="true">
                <Icon name="arrowRight" size={18} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

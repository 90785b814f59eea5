import { useId } from 'react'
import { Icon } from '#ui/primitives/icons.tsx'
import { SidePicture } from '#ui/primitives/picture.tsx'
import { SectionHeading } from '#ui/primitives/section-heading.tsx'
import type { FarmLocationProps } from './schema.ts'
import './farm-location.css'

export default function FarmLocation({ eyebrow, title, lead, image, imageAlt, places, address, directions }: FarmLocationProps) {
  const headingId = `${useId()}heading`
  return (
    <section className="farm-location section section--alt" aria-labelledby={headingId}>
      <div className="container">
        <SectionHeading eyebrow={eyebrow || undefined} title={title} lead={lead || undefined} id={headingId} />
        <div className="farm-location__grid">
          <figure className="farm-location__map">
            <SidePicture src={image} alt={imageAlt} />
            <figcaption className="visually-hidden">Map of the farm; the numbered pins are listed beside it.</figcaption>
          </figure>
          <div className="farm-location__details">
            <p className="farm-location__address">
              <span className="farm-location__address-icon">
                <Icon name="pin" size={22} />
              </span>
              <span>
                <span className="farm-location__label">Address</span>
                {address}
              </span>
            </p>
            {places.length > 0 && (
              <div>
                <h3 className="farm-location__subtitle">On the map</h3>
                <ol className="farm-location__places" role="list">
                  {places.map((place, index) => (
                    <li key={place}>
                      <span className="farm-location__pin" aria-hidden="true">
                        {index + 1}
                      </span>
                      <span>
                        <span className="visually-hidden">Pin {index + 1}: </span>
                        {place}
                      </span>
                    </li>
                  ))}
                </ol>
              </div>
            )}
            {directions.length > 0 && (
              <div>
                <h3 className="farm-location__subtitle">Getting here</h3>
                <dl className="farm-location__directions">
                  {directions.map((way) => (
                    <div key={way.title}>
                      <dt>{way.title}</dt>
                      <dd>{way.text}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            )}
          </div>
        </div>
      </div>
    </section>
  )
}

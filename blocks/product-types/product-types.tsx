import { useId } from 'react'
import { Link } from 'react-router-dom'
import { MoreLink } from '#ui/primitives/more-link.tsx'
import { SectionHeading } from '#ui/primitives/section-heading.tsx'
import type { ProductTypesProps } from './schema.ts'
import './product-types.css'

export default function ProductTypes({ eyebrow, title, lead, items, linkText, linkTo }: ProductTypesProps) {
  const headingId = useId()
  return (
    <section className="product-types section" aria-labelledby={headingId}>
      <div className="container">
        <SectionHeading eyebrow={eyebrow || undefined} title={title} lead={lead || undefined} id={headingId} />
        <ul className="product-types__list">
          {items.map((item) => (
            <li key={item.title} className={item.link ? 'product-types__item product-types__item--link' : 'product-types__item'}>
              <img
                className="product-types__image"
                src={item.image}
                alt={item.imageAlt}
                width={400}
                height={400}
                loading="lazy"
              />
              <h3 className="product-types__title">
                {item.link ? (
                  // The link covers the whole card (CSS), named by the title alone.
                  <Link className="product-types__link" to={item.link}>
                    {item.title}
                  </Link>
                ) : (
                  item.title
                )}
              </h3>
              <p className="product-types__text">{item.text}</p>
            </li>
          ))}
        </ul>
        <MoreLink text={linkText} to={linkTo} className="product-types__more" />
      </div>
    </section>
  )
}

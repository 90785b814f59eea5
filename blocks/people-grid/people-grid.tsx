import { useId } from 'react'
import { CardArrow, CardTitle } from '#ui/primitives/card-link.tsx'
import { SocialProfileItems } from '#ui/primitives/social-links.tsx'
import { SectionHeading } from '#ui/primitives/section-heading.tsx'
import type { PeopleGridProps } from './schema.ts'
import './people-grid.css'

export default function PeopleGrid({ eyebrow, title, lead, people, social, background, linkText }: PeopleGridProps) {
  const headingId = `${useId()}heading`
  return (
    <section className={`people-grid section${background === 'cream' ? ' section--alt' : ''}`} aria-labelledby={headingId}>
      <div className="container">
        <SectionHeading eyebrow={eyebrow || undefined} title={title} lead={lead || undefined} id={headingId} />
        <ul className="people-grid__list" role="list">
          {people.records.map((person) => {
            const href = `${people.detailsPath}/${person.id}`
            return (
              <li key={person.id} className="people-grid__card card-link">
                <div className="people-grid__media">
                  <img className="people-grid__portrait" src={person.thumb} alt="" width={600} height={700} loading="lazy" />
                  {social.length > 0 && (
                    <ul className="people-grid__social" role="list" aria-label={`${person.name} on social media`}>
                      <SocialProfileItems profiles={social} />
                    </ul>
                  )}
                </div>
                <div className="people-grid__body">
                  <CardTitle className="people-grid__name" to={href} linkClassName="people-grid__link">
                    {person.name}
                  </CardTitle>
                  <p className="people-grid__role">{person.title}</p>
                  <CardArrow className="people-grid__more" size={16}>
                    {linkText}
                  </CardArrow>
                </div>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}

import { Picture } from '#ui/primitives/picture.tsx'
import { SectionHeading } from '#ui/primitives/section-heading.tsx'
import type { TimelineProps } from './schema.ts'
import './timeline.css'

export default function Timeline({ eyebrow, title, lead, entries }: TimelineProps) {
  return (
    <section className="timeline section section--alt">
      <div className="container">
        <SectionHeading eyebrow={eyebrow || undefined} title={title} lead={lead || undefined} />
        <ol className="timeline__list" role="list">
          {entries.map((entry) => (
            <li key={`${entry.year} ${entry.title}`} className="timeline__entry">
              <p className="timeline__year">{entry.year}</p>
              <article className="timeline__card">
                {entry.image && (
                  <Picture
                    className="timeline__image"
                    src={entry.image}
                    layout="cardSide"
                    alt={entry.imageAlt}
                    width={1200}
                    height={900}
                    loading="lazy"
                  />
                )}
                <div className="timeline__body">
                  <h3 className="timeline__title">{entry.title}</h3>
                  <p className="timeline__text">{entry.description}</p>
                </div>
              </article>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}

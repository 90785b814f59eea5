import { CountUpStat } from '#ui/primitives/count-up.tsx'
import { IconBox } from '#ui/primitives/icon-box.tsx'
import { SidePicture } from '#ui/primitives/picture.tsx'
import { SectionHeading } from '#ui/primitives/section-heading.tsx'
import type { FunFactsProps } from './schema.ts'
import './fun-facts.css'

export default function FunFacts({ eyebrow, title, text, points, facts, image, imageAlt }: FunFactsProps) {
  return (
    <section className="fun-facts section section--dark">
      <div className="container fun-facts__grid">
        <div className="fun-facts__media">
          <SidePicture className="fun-facts__image" src={image} alt={imageAlt} />
          {facts.length > 0 && (
            <ul className="fun-facts__facts" role="list">
              {facts.map((fact) => (
                <li key={fact.label} className="fun-facts__fact">
                  <CountUpStat classPrefix="fun-facts__fact" value={fact.value} unit={fact.unit} label={fact.label} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="fun-facts__body">
          <SectionHeading eyebrow={eyebrow || undefined} title={title} lead={text || undefined} align="start" tone="light" />
          {points.length > 0 && (
            <ul className="fun-facts__points" role="list">
              {points.map((point) => (
                <li key={point.title} className="fun-facts__point">
                  <IconBox className="fun-facts__point-icon" src={point.icon} />
                  <div>
                    <h3 className="fun-facts__point-title">{point.title}</h3>
                    <p className="fun-facts__point-text">{point.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  )
}

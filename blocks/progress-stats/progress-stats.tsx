import { SidePicture } from '#ui/primitives/picture.tsx'
import { ProgressCircle } from '#ui/primitives/progress-circle.tsx'
import { SectionHeading } from '#ui/primitives/section-heading.tsx'
import type { ProgressStatsProps } from './schema.ts'
import './progress-stats.css'

export default function ProgressStats({ eyebrow, title, text, items, image, imageAlt }: ProgressStatsProps) {
  return (
    <section className="progress-stats section section--dark">
      <div className="container">
        <div className="progress-stats__intro">
          <div>
            <SectionHeading eyebrow={eyebrow || undefined} title={title} align="start" tone="light" />
            {text && <p className="progress-stats__text">{text}</p>}
          </div>
          <SidePicture className="progress-stats__image" src={image} alt={imageAlt} />
        </div>
        <div className="progress-stats__circles">
          {items.map((item) => (
            <ProgressCircle key={item.label} value={item.value} label={item.label} />
          ))}
        </div>
      </div>
    </section>
  )
}

import { Icon } from '#ui/primitives/icons.tsx'
import { SidePicture } from '#ui/primitives/picture.tsx'
import { ProgressCircle } from '#ui/primitives/progress-circle.tsx'
import { SectionHeading } from '#ui/primitives/section-heading.tsx'
import type { WhyChooseUsProps } from './schema.ts'
import './why-choose-us.css'

export default function WhyChooseUs({ eyebrow, title, text, points, progress, image, imageAlt }: WhyChooseUsProps) {
  return (
    <section className="why-choose-us section">
      <div className="container why-choose-us__grid">
        <div className="why-choose-us__body">
          <SectionHeading eyebrow={eyebrow || undefined} title={title} align="start" />
          {text && <p className="why-choose-us__text">{text}</p>}
          {points.length > 0 && (
            <ul className="why-choose-us__points">
              {points.map((point) => (
                <li key={point}>
                  <Icon name="check" size={18} />
                  {point}
                </li>
              ))}
            </ul>
          )}
          {progress.length > 0 && (
            <div className="why-choose-us__progress">
              {progress.map((item) => (
                <ProgressCircle key={item.label} value={item.value} label={item.label} />
              ))}
            </div>
          )}
        </div>
        <div className="why-choose-us__media">
          <img className="why-choose-us__dots" src="/art/shapes/dots.webp" alt="" width={160} height={160} loading="lazy" />
          <SidePicture className="why-choose-us__image" src={image} alt={imageAlt} />
        </div>
      </div>
    </section>
  )
}

import { Link } from 'react-router-dom'
import { CheckList } from '#ui/primitives/check-list.tsx'
import { Icon } from '#ui/primitives/icons.tsx'
import { SidePicture } from '#ui/primitives/picture.tsx'
import { SectionHeading } from '#ui/primitives/section-heading.tsx'
import type { PromoBannerProps } from './schema.ts'
import './promo-banner.css'

export default function PromoBanner({
  eyebrow,
  title,
  text,
  points,
  image,
  imageAlt,
  badgeValue,
  badgeText,
  buttonText,
  buttonLink,
}: PromoBannerProps) {
  return (
    <section className="promo-banner section">
      <div className="container">
        <div className="promo-banner__card">
          <div className="promo-banner__media">
            <img className="promo-banner__blob" src="/art/shapes/blob.webp" alt="" width={600} height={520} loading="lazy" />
            <SidePicture className="promo-banner__image" src={image} alt={imageAlt} />
            {badgeValue && (
              <p className="promo-banner__badge">
                <strong>{badgeValue}</strong>
                {badgeText && <span>{badgeText}</span>}
              </p>
            )}
          </div>
          <div className="promo-banner__body">
            <SectionHeading eyebrow={eyebrow || undefined} title={title} align="start" />
            {text && <p className="promo-banner__text">{text}</p>}
            {points.length > 0 && (
              <CheckList className="promo-banner__points" checkClassName="promo-banner__check" iconSize={16} items={points} />
            )}
            <Link className="btn btn--primary" to={buttonLink}>
              {buttonText}
              <Icon name="arrowRight" size={18} />
            </Link>
          </div>
        </div>
      </div>
    </section>
  )
}

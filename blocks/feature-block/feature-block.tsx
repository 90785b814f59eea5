import { CountUp } from '#ui/count-up.tsx'
import { SectionHeading } from '#ui/section-heading.tsx'
import type { FeatureBlockProps } from './schema.ts'
import './feature-block.css'

export default function FeatureBlock({ eyebrow, title, text, counter, features, products }: FeatureBlockProps) {
  return (
    <section className="feature-block section">
      <div className="container">
        <div className="feature-block__grid">
          <div className="feature-block__intro">
            <SectionHeading eyebrow={eyebrow || undefined} title={title} align="start" />
            {text && <p className="feature-block__text">{text}</p>}
            {counter && (
              <p className="feature-block__counter">
                <span className="feature-block__counter-value">
                  <CountUp to={counter.value} />
                  {counter.unit}
                </span>
                <span className="feature-block__counter-label">{counter.label}</span>
              </p>
            )}
          </div>
          <ul className="feature-block__features" role="list">
            {features.map((feature) => (
              <li key={feature.title} className="feature-block__feature">
                <span className="feature-block__feature-icon">
                  <img src={feature.icon} alt="" width={128} height={128} loading="lazy" />
                </span>
                <h3 className="feature-block__feature-title">{feature.title}</h3>
                <p className="feature-block__feature-text">{feature.description}</p>
              </li>
            ))}
          </ul>
        </div>
        {products.length > 0 && (
          <ul className="feature-block__products" role="list">
            {products.map((product) => (
              <li key={product.label} className="feature-block__product">
                <span className="feature-block__product-icon">
                  <img src={product.icon} alt="" width={128} height={128} loading="lazy" />
                </span>
                <span className="feature-block__product-label">{product.label}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}

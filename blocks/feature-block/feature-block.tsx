import { CountUpStat } from '#ui/count-up.tsx'
import { IconBox } from '#ui/icon-box.tsx'
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
                <CountUpStat
                  classPrefix="feature-block__counter"
                  value={counter.value}
                  unit={counter.unit}
                  label={counter.label}
                />
              </p>
            )}
          </div>
          <ul className="feature-block__features" role="list">
            {features.map((feature) => (
              <li key={feature.title} className="feature-block__feature">
                <IconBox className="feature-block__feature-icon" src={feature.icon} />
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
                <IconBox className="feature-block__product-icon" src={product.icon} />
                <span className="feature-block__product-label">{product.label}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}

import { Link } from 'react-router-dom'
import { CountUpStat } from '#ui/primitives/count-up.tsx'
import { IconBox } from '#ui/primitives/icon-box.tsx'
import { SectionHeading } from '#ui/primitives/section-heading.tsx'
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
              <li
                key={feature.title}
                className={feature.link ? 'feature-block__feature feature-block__feature--link' : 'feature-block__feature'}
              >
                <IconBox className="feature-block__feature-icon" src={feature.icon} />
                <h3 className="feature-block__feature-title">
                  {feature.link ? (
                    // The link covers the whole card (CSS), named by the title alone.
                    <Link className="feature-block__feature-link" to={feature.link}>
                      {feature.title}
                    </Link>
                  ) : (
                    feature.title
                  )}
                </h3>
                <p className="feature-block__feature-text">{feature.description}</p>
              </li>
            ))}
          </ul>
        </div>
        {products.length > 0 && (
          <ul className="feature-block__products" role="list">
            {products.map((product) => (
              <li key={product.label} className="feature-block__product">
                {product.link ? (
                  <Link className="feature-block__product-link" to={product.link}>
                    <ProductIcon icon={product.icon} label={product.label} />
                  </Link>
                ) : (
                  <ProductIcon icon={product.icon} label={product.label} />
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}

function ProductIcon({ icon, label }: { icon: string; label: string }) {
  return (
    <>
      <IconBox className="feature-block__product-icon" src={icon} />
      <span className="feature-block__product-label">{label}</span>
    </>
  )
}

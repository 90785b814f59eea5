import { Link } from 'react-router-dom'
import { Icon } from '#ui/primitives/icons.tsx'
import type { EntityMissingProps } from './schema.ts'
import './entity-missing.css'

export default function EntityMissing({ title, text, linkText, linkTo }: EntityMissingProps) {
  return (
    <section className="entity-missing section" aria-labelledby="entity-missing-title">
      <div className="container entity-missing__inner">
        <span className="entity-missing__icon" aria-hidden="true">
          <Icon name="search" size={34} />
        </span>
        <h2 id="entity-missing-title" className="entity-missing__title">
          {title}
        </h2>
        <p className="entity-missing__text">{text}</p>
        <Link className="btn btn--primary entity-missing__link" to={linkTo}>
          <Icon name="arrowRight" size={18} style={{ transform: 'scaleX(-1)' }} />
          {linkText}
        </Link>
      </div>
    </section>
  )
}

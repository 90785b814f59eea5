import { Link } from 'react-router-dom'
import { IconBox } from '#ui/primitives/icon-box.tsx'
import { SectionHeading } from '#ui/primitives/section-heading.tsx'
import type { CategoryShowcaseProps } from './schema.ts'
import './category-showcase.css'

export default function CategoryShowcase({ eyebrow, title, lead, categories, linkTo, linkHint }: CategoryShowcaseProps) {
  return (
    <section className="category-showcase section">
      <div className="container">
        <SectionHeading eyebrow={eyebrow || undefined} title={title} lead={lead || undefined} />
        <ul className="category-showcase__list">
          {categories.map((category, index) => (
            <li key={category.id} className={`category-showcase__item category-showcase__item--tone-${index % 6}`}>
              <Link className="category-showcase__link" to={category.link ?? linkTo}>
                <IconBox className="category-showcase__disc" src={category.thumb} />
                <span className="category-showcase__name">{category.name}</span>
                {linkHint && <span className="category-showcase__hint">{linkHint}</span>}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

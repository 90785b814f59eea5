import { Link } from 'react-router-dom'
import { Icon } from '../../src/ui/icons.tsx'
import { SectionHeading } from '../../src/ui/section-heading.tsx'
import type { ProjectMasonryProps } from './schema.ts'
import './project-masonry.css'

export default function ProjectMasonry({ eyebrow, title, lead, projects, wideItem, linkPrefix }: ProjectMasonryProps) {
  return (
    <section className="project-masonry section section--alt">
      <div className="container">
        <SectionHeading eyebrow={eyebrow || undefined} title={title} lead={lead || undefined} />
        <ul className="project-masonry__grid" role="list">
          {projects.map((project, index) => (
            <li
              key={project.id}
              className={`project-masonry__item${index + 1 === wideItem ? ' project-masonry__item--wide' : ''}`}
            >
              <img className="project-masonry__image" src={project.thumb} alt="" width={1200} height={900} loading="lazy" />
              <div className="project-masonry__caption">
                <p className="project-masonry__category">{project.category}</p>
                <h3 className="project-masonry__title">
                  <Link to={`${linkPrefix}${project.id}`}>{project.title}</Link>
                </h3>
              </div>
              <span className="project-masonry__arrow" aria-hidden="true">
                <Icon name="arrowRight" size={20} />
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

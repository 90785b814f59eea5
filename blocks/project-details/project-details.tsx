import { Link } from 'react-router-dom'
import { useEntity } from '#app/block-kit.ts'
import type { Project } from '#data/collections/projects.ts'
import { useMainPictureLoading } from '#ui/primitives/first-screen.ts'
import { Icon, type IconName } from '#ui/primitives/icons.tsx'
import { Picture } from '#ui/primitives/picture.tsx'
import { neighboursOf } from './neighbours.ts'
import type { ProjectDetailsProps } from './schema.ts'
import './project-details.css'

function NeighbourLink({
  project,
  label,
  href,
  direction,
}: {
  project: ProjectDetailsProps['projects'][number]
  label: string
  href: string
  direction: 'previous' | 'next'
}) {
  return (
    <Link
      className={`project-details__neighbour project-details__neighbour--${direction}`}
      to={href}
      rel={direction === 'previous' ? 'prev' : 'next'}
    >
      <Picture src={project.thumb} layout="thumbnail" alt="" width={1200} height={900} loading="lazy" />
      <span className="project-details__neighbour-text">
        <span className="project-details__neighbour-label">
          {direction === 'previous' && <Icon name="arrowRight" size={16} style={{ transform: 'scaleX(-1)' }} />}
          {label}
          {direction === 'next' && <Icon name="arrowRight" size={16} />}
        </span>{' '}
        <span className="project-details__neighbour-title">{project.title}</span>
      </span>
    </Link>
  )
}

export default function ProjectDetails({
  projects,
  linkPrefix,
  factsTitle,
  factLabels,
  previousLabel,
  nextLabel,
}: ProjectDetailsProps) {
  const project = useEntity<Project>()
  const pictureLoading = useMainPictureLoading()
  if (!project) return null
  const neighbours = neighboursOf(projects, project.id)
  const facts: { icon: IconName; label: string; value: string }[] = [
    { icon: 'leaf', label: factLabels.category, value: project.category },
    { icon: 'calendar', label: factLabels.year, value: String(project.year) },
    { icon: 'grid', label: factLabels.area, value: project.area },
    { icon: 'pin', label: factLabels.location, value: project.location },
    { icon: 'check', label: factLabels.built, value: project.built },
  ]

  return (
    <section className="project-details section" aria-labelledby="project-title">
      <div className="container">
        <div className="project-details__picture">
          <Picture src={project.thumbFull} layout="main" alt={project.imageAlt} width={1200} height={900} {...pictureLoading} />
        </div>
        <div className="project-details__layout">
          <article className="project-details__story">
            <p className="project-details__category">{project.category}</p>
            <h2 id="project-title" className="project-details__title">
              {project.title}
            </h2>
            <p className="project-details__lead">{project.description}</p>
            {project.story.map((paragraph) => (
              <p key={paragraph} className="project-details__text">
                {paragraph}
              </p>
            ))}
          </article>
          <aside className="project-details__facts surface-dark" aria-labelledby="project-facts-title">
            <h3 id="project-facts-title" className="project-details__facts-title">
              {factsTitle}
            </h3>
            <dl>
              {facts.map((fact) => (
                <div key={fact.label} className="project-details__fact">
                  <span className="project-details__fact-icon" aria-hidden="true">
                    <Icon name={fact.icon} size={20} />
                  </span>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          </aside>
        </div>
        {neighbours && (
          <nav className="project-details__neighbours" aria-label="More projects">
            <NeighbourLink
              project={neighbours.previous}
              label={previousLabel}
              href={`${linkPrefix}${neighbours.previous.id}`}
              direction="previous"
            />
            <NeighbourLink
              project={neighbours.next}
              label={nextLabel}
              href={`${linkPrefix}${neighbours.next.id}`}
              direction="next"
            />
          </nav>
        )}
      </div>
    </section>
  )
}

import { Link } from 'react-router-dom'
import { useMainPictureLoading } from '../../src/ui/first-screen.ts'
import { Icon } from '../../src/ui/icons.tsx'
import { Picture } from '../../src/ui/picture.tsx'
import { SectionHeading } from '../../src/ui/section-heading.tsx'
import type { ProjectGalleryProps } from './schema.ts'
import '../../src/ui/card-link.css'
import './project-gallery.css'

export default function ProjectGallery({
  layout,
  eyebrow,
  title,
  lead,
  projects,
  wideItem,
  linkPrefix,
  background,
}: ProjectGalleryProps) {
  // The first card's picture is the block's main one; on a phone the others are below the fold.
  const mainPicture = useMainPictureLoading()
  return (
    <section className={`project-gallery project-gallery--${layout} section${background === 'cream' ? ' section--alt' : ''}`}>
      <div className="container">
        {title && <SectionHeading eyebrow={eyebrow || undefined} title={title} lead={lead || undefined} />}
        <ul className="project-gallery__grid" role="list">
          {projects.map((project, index) => (
            <li
              key={project.id}
              className={`project-gallery__card card-link${index + 1 === wideItem ? ' project-gallery__card--wide' : ''}`}
            >
              <Picture
                className="project-gallery__image"
                src={project.thumb}
                layout={index + 1 === wideItem ? 'main' : 'card'}
                alt=""
                width={1200}
                height={900}
                {...(index === 0 ? mainPicture : { loading: 'lazy' })}
              />
              <div className="project-gallery__caption">
                <p className="project-gallery__category">{project.category}</p>
                <h3 className="project-gallery__title">
                  <Link className="card-link__link" to={`${linkPrefix}${project.id}`}>
                    {project.title}
                  </Link>
                </h3>
                <span className="project-gallery__arrow" aria-hidden="true">
                  <Icon name="arrowRight" size={20} />
                </span>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

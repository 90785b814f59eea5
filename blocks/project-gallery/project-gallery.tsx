import { useMainPictureLoading } from '#ui/primitives/first-screen.ts'
import { CardArrow, CardTitle } from '#ui/primitives/card-link.tsx'
import { Picture } from '#ui/primitives/picture.tsx'
import { SectionHeading } from '#ui/primitives/section-heading.tsx'
import type { ProjectGalleryProps } from './schema.ts'
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
                <CardTitle className="project-gallery__title" to={`${linkPrefix}${project.id}`}>
                  {project.title}
                </CardTitle>
                <CardArrow className="project-gallery__arrow" size={20} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

import { useEditedEntry } from '#app/block-kit.ts'
import { Carousel } from '#ui/primitives/carousel.tsx'
import { CardArrow, CardTitle } from '#ui/primitives/card-link.tsx'
import { CardPicture } from '#ui/primitives/picture.tsx'
import { SectionHeading } from '#ui/primitives/section-heading.tsx'
import type { ProjectCarouselProps } from './schema.ts'
import './project-carousel.css'

const PER_VIEW = { 0: 1, 991: 2, 1400: 3 }

export default function ProjectCarousel({ eyebrow, title, lead, projects, linkPrefix, autoplayMs }: ProjectCarouselProps) {
  // In the page editor's preview: the record being chosen in the form, shown in view.
  const editedRecord = useEditedEntry('projects')
  return (
    <section className="project-carousel section">
      <div className="container">
        <SectionHeading eyebrow={eyebrow || undefined} title={title} lead={lead || undefined} />
        <Carousel
          label={title}
          perView={PER_VIEW}
          gap={30}
          arrows
          arrowPlacement="below"
          autoplayMs={autoplayMs}
          className="project-carousel__carousel"
          showSlide={editedRecord}
        >
          {projects.map((project) => (
            <article key={project.id} className="project-carousel__card card-link">
              <CardPicture className="project-carousel__image" src={project.thumb} />
              <div className="project-carousel__caption">
                <p className="project-carousel__category">{project.category}</p>
                <CardTitle className="project-carousel__title" to={`${linkPrefix}${project.id}`}>
                  {project.title}
                </CardTitle>
                <CardArrow className="project-carousel__arrow" size={20} />
              </div>
            </article>
          ))}
        </Carousel>
      </div>
    </section>
  )
}

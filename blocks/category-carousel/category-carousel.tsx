import { Link } from 'react-router-dom'
import { useEditedEntry } from '#app/block-kit.ts'
import { Carousel } from '#ui/primitives/carousel.tsx'
import { IconBox } from '#ui/primitives/icon-box.tsx'
import { SectionHeading } from '#ui/primitives/section-heading.tsx'
import type { CategoryCarouselProps } from './schema.ts'
import './category-carousel.css'

const PER_VIEW = { 0: 2, 768: 3, 992: 4, 1200: 5 }

export default function CategoryCarousel({ eyebrow, title, lead, categories, linkTo, linkHint }: CategoryCarouselProps) {
  // In the page editor's preview: the record being chosen in the form, shown in view.
  const editedRecord = useEditedEntry('categories')
  return (
    <section className="category-carousel section section--alt">
      <div className="container">
        <SectionHeading eyebrow={eyebrow || undefined} title={title} lead={lead || undefined} />
        <Carousel
          label={title}
          perView={PER_VIEW}
          gap={20}
          arrows
          arrowPlacement="below"
          className="category-carousel__carousel"
          showSlide={editedRecord}
        >
          {categories.map((category, index) => (
            <Link
              key={category.id}
              className={`category-carousel__link category-carousel__link--tone-${index % 6}`}
              to={category.link ?? linkTo}
            >
              <IconBox className="category-carousel__disc" src={category.thumb} />
              <span className="category-carousel__name">{category.name}</span>
              {linkHint && <span className="category-carousel__hint">{linkHint}</span>}
            </Link>
          ))}
        </Carousel>
      </div>
    </section>
  )
}

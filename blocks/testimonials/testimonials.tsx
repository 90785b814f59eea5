import { useState } from 'react'
import { useEditedEntry } from '#app/block-kit.ts'
import { Carousel } from '#ui/primitives/carousel.tsx'
import { Icon } from '#ui/primitives/icons.tsx'
import { SectionHeading } from '#ui/primitives/section-heading.tsx'
import { StarRating } from '#ui/primitives/star-rating.tsx'
import type { TestimonialsProps } from './schema.ts'
import './testimonials.css'

export default function Testimonials({ eyebrow, title, testimonials, autoplayMs }: TestimonialsProps) {
  // In the page editor's preview: the record being chosen in the form, shown in view.
  const editedRecord = useEditedEntry('testimonials')
  const [moved, setMoved] = useState(false)
  return (
    <section className={`testimonials section${moved ? ' testimonials--moved' : ''}`}>
      <img
        className="testimonials__leaf testimonials__leaf--start"
        src="/art/shapes/leaf-sprig.webp"
        alt=""
        width={120}
        height={160}
        loading="lazy"
      />
      <img
        className="testimonials__leaf testimonials__leaf--end"
        src="/art/shapes/leaf-sprig.webp"
        alt=""
        width={120}
        height={160}
        loading="lazy"
      />
      <div className="container testimonials__inner">
        <SectionHeading eyebrow={eyebrow || undefined} title={title} />
        <Carousel
          label={title}
          effect="fade"
          loop
          autoplayMs={autoplayMs}
          bullets
          speed={700}
          className="testimonials__carousel"
          onSlideChange={() => setMoved(true)}
          showSlide={editedRecord}
        >
          {testimonials.map((item) => (
            <figure key={item.id} className="testimonials__card">
              <span className="testimonials__quote-mark">
                <Icon name="quote" size={30} />
              </span>
              <StarRating rating={item.ratings} size={20} />
              <blockquote className="testimonials__quote">
                <p>{item.testimonial}</p>
              </blockquote>
              <figcaption className="testimonials__person">
                <img className="testimonials__avatar" src={item.thumb} alt="" width={160} height={160} loading="lazy" />
                <span>
                  <span className="testimonials__name">{item.name}</span>
                  <span className="testimonials__role">{item.designation}</span>
                </span>
              </figcaption>
            </figure>
          ))}
        </Carousel>
      </div>
    </section>
  )
}

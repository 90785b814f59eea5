/**
 * The Review tab: the product's reviews (each with the reviewer's initials, name, day, stars and words) and
 * the 'Add a review' form (five-star radio group, name, e-mail, text).
 */
import { useId } from 'react'
import type { ProductReview } from '#data/collections/products.ts'
import { initialsOf } from '#lib/initials.ts'
import { shownDate } from '#lib/dates.ts'
import { ConfirmingForm, formMessages } from '#ui/primitives/confirming-form.tsx'
import { StarRating } from '#ui/primitives/star-rating.tsx'
import { TextField } from '#ui/primitives/text-field.tsx'

const STAR = 'M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z'

function StarInput({ name }: { name: string }) {
  return (
    <fieldset className="star-input">
      <legend className="star-input__legend field__label">
        Your rating{' '}
        <span className="required" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="star-input__options">
        {[1, 2, 3, 4, 5].map((value) => (
          <label key={value} className="star-input__option">
            <input className="star-input__radio" type="radio" name={name} value={value} required />
            <svg className="star-input__star" width="30" height="30" viewBox="0 0 24 24" aria-hidden="true">
              <path d={STAR} strokeWidth="1.5" strokeLinejoin="round" />
            </svg>
            <span className="visually-hidden">
              {value} {value === 1 ? 'star' : 'stars'}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

export function ProductReviews({ reviews, productTitle }: { reviews: readonly ProductReview[]; productTitle: string }) {
  const id = useId()
  return (
    <div className="product-reviews">
      <h3 className="product-reviews__heading">
        {reviews.length} {reviews.length === 1 ? 'review' : 'reviews'} for {productTitle}
      </h3>
      <ul className="product-reviews__list">
        {reviews.map((review) => (
          <li key={review.author + review.date} className="product-reviews__item">
            <span className="product-reviews__avatar" aria-hidden="true">
              {initialsOf(review.author)}
            </span>
            <div>
              <p className="product-reviews__meta">
                <span className="product-reviews__name">{review.author}</span>
                <time className="product-reviews__date" dateTime={review.date}>
                  {shownDate(review.date).full}
                </time>
              </p>
              <StarRating rating={review.rating} size={15} />
              <p className="product-reviews__text">{review.text}</p>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmingForm confirmation={formMessages.message} className="product-reviews__form" aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`} className="product-reviews__heading">
          Add a review
        </h3>
        <p className="product-reviews__note">Your e-mail address will not be published. Required fields are marked *</p>
        <StarInput name="rating" />
        <TextField label="Your review" name="review" rows={5} required marks className="product-reviews__field--wide" />
        <TextField label="Name" name="name" autoComplete="name" required marks />
        <TextField label="E-mail" name="email" type="email" autoComplete="email" required marks />
        <div className="product-reviews__field--wide">
          <button type="submit" className="btn btn--primary">
            Submit review
          </button>
        </div>
      </ConfirmingForm>
    </div>
  )
}

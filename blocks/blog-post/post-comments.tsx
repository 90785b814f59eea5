/** The sample comments under a post and the "Leave a comments" form (sends nothing; clears and thanks). */
import { useId } from 'react'
import { ConfirmingForm, formMessages } from '#ui/confirming-form.tsx'
import { TextField } from '#ui/text-field.tsx'
import type { BlogPostProps } from './schema.ts'

export function PostComments({ title, comments }: { title: string; comments: BlogPostProps['comments'] }) {
  const id = useId()
  return (
    <section className="blog-post__comments" aria-labelledby={id}>
      <h3 id={id} className="blog-post__section-title">
        {title}
      </h3>
      <ol className="blog-post__comment-list">
        {comments.map((comment) => (
          <li key={`${comment.name}-${comment.date}`} className="blog-post__comment">
            <img src={comment.avatar} alt="" width={160} height={160} loading="lazy" decoding="async" />
            <div>
              <p className="blog-post__comment-head">
                <span className="blog-post__comment-name">{comment.name}</span>
                <span className="blog-post__comment-date">{comment.date}</span>
              </p>
              <p className="blog-post__comment-text">{comment.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}

export function CommentForm({ title }: { title: string }) {
  const id = useId()
  return (
    <section className="blog-post__reply" aria-labelledby={id}>
      <h3 id={id} className="blog-post__section-title">
        {title}
      </h3>
      <p className="blog-post__reply-note">Your e-mail address will not be published. Required fields are marked *</p>
      <ConfirmingForm confirmation={formMessages.message} className="blog-post__form" aria-labelledby={id}>
        <TextField label="Your name" name="name" autoComplete="name" required marks className="blog-post__field--half" />
        <TextField
          label="Your e-mail"
          name="email"
          type="email"
          autoComplete="email"
          required
          marks
          className="blog-post__field--half"
        />
        <TextField label="Your comment" name="comment" rows={6} required marks className="blog-post__field--full" />
        <button type="submit" className="btn btn--primary blog-post__submit">
          Post Comment
        </button>
      </ConfirmingForm>
    </section>
  )
}

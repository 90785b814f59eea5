/** The post's own comments and the "Leave a comments" form (sends nothing; clears and thanks). */
import { useId } from 'react'
import type { BlogPost } from '#data/collections/blog-posts.ts'
import { initialsOf } from '#lib/initials.ts'
import { shownDate } from '#lib/dates.ts'
import { commentCount } from '#ui/blog/blog-post-text.ts'
import { ConfirmingForm, formMessages } from '#ui/primitives/confirming-form.tsx'
import { TextField } from '#ui/primitives/text-field.tsx'

export function PostComments({ comments }: { comments: BlogPost['comments'] }) {
  const id = useId()
  return (
    <section className="blog-post__comments" aria-labelledby={id}>
      <h3 id={id} className="blog-post__section-title">
        {commentCount(comments.length)}
      </h3>
      {comments.length === 0 ? (
        <p className="blog-post__no-comments">No comments yet — be the first.</p>
      ) : (
        <ol className="blog-post__comment-list">
          {comments.map((comment, index) => (
            // The comments are fixed when the site is built: their places are stable keys.
            <li key={index} className="blog-post__comment">
              <span className="blog-post__comment-mark" aria-hidden="true">
                {initialsOf(comment.author)}
              </span>
              <div>
                <p className="blog-post__comment-head">
                  <span className="blog-post__comment-name">{comment.author}</span>
                  <time className="blog-post__comment-date" dateTime={comment.date}>
                    {shownDate(comment.date).full}
                  </time>
                </p>
                <p className="blog-post__comment-text">{comment.text}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
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

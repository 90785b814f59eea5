/**
 * What every blog post shows beside its picture, in lists and on its own page: a day/month/year
 * date badge and the byline (author, comment count).
 * Example: <DateBadge date={post.date} /> <PostByline author={post.author} comments={post.comments.length} />
 */
import type { BlogPost } from '#data/collections/blog-posts.ts'
import { shownDate } from '#lib/dates.ts'
import { commentCount } from './blog-post-text.ts'
import { Icon } from '#ui/primitives/icons.tsx'
import './post-meta.css'

export function DateBadge({ date, className = '' }: { date: BlogPost['date']; className?: string }) {
  const { day, month, year } = shownDate(date)
  return (
    <time className={`date-badge ${className}`.trim()} dateTime={date}>
      <span className="date-badge__day">{day}</span>
      <span className="date-badge__month">{month}</span>
      <span className="date-badge__year">{year}</span>
    </time>
  )
}

/** `comments`: how many comments the post has (the length of its list). */
export function PostByline({ author, comments }: { author: string; comments: number }) {
  return (
    <ul className="post-byline">
      <li>
        <Icon name="user" size={16} />
        <span className="visually-hidden">By </span>
        {author}
      </li>
      <li>
        <Icon name="comment" size={16} />
        {commentCount(comments)}
      </li>
    </ul>
  )
}

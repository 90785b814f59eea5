/**
 * A blog post's card in the post lists: its picture and date, then the byline, the title (a link), the
 * excerpt and a "Read More" link to the post. Each list gives the picture, date and byline it shows,
 * and names the classes: `${classPrefix}__card`, `__media`, `__body`, `__title`, `__excerpt`, `__more`.
 * Example: <BlogCard post={post} href="/blog-details/1" linkText="Read More" classPrefix="blog-list"
 *            picture={<Picture … />} date={<DateBadge date={post.date} />} byline={<PostByline … />} />
 */
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { BlogPost } from '#data/collections/blog-posts.ts'
import { Icon } from '#ui/primitives/icons.tsx'
import { LinkContext } from '#ui/primitives/link-context.tsx'

interface BlogCardProps {
  post: Pick<BlogPost, 'title' | 'description'>
  href: string
  linkText: string
  classPrefix: string
  /** Classes added to the card's own, e.g. a modifier. */
  modifier?: string
  picture: ReactNode
  date: ReactNode
  byline: ReactNode
}

export function BlogCard({ post, href, linkText, classPrefix, modifier, picture, date, byline }: BlogCardProps) {
  return (
    <article className={modifier ? `${classPrefix}__card ${modifier}` : `${classPrefix}__card`}>
      <div className={`${classPrefix}__media`}>
        {picture}
        {date}
      </div>
      <div className={`${classPrefix}__body`}>
        {byline}
        <h3 className={`${classPrefix}__title`}>
          <Link to={href}>{post.title}</Link>
        </h3>
        <p className={`${classPrefix}__excerpt`}>{post.description}</p>
        <Link className={`${classPrefix}__more`} to={href}>
          {linkText}
          <LinkContext>{post.title}</LinkContext>
          <Icon name="arrowRight" size={18} />
        </Link>
      </div>
    </article>
  )
}

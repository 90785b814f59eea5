import { Link } from 'react-router-dom'
import type { BlogPost } from '#data/schemas.ts'
import { isoDate } from '#ui/blog-post-text.ts'
import { Icon } from '#ui/icons.tsx'
import { LinkContext } from '#ui/link-context.tsx'
import { Picture } from '#ui/picture.tsx'
import { SectionHeading } from '#ui/section-heading.tsx'
import type { BlogHighlightsProps } from './schema.ts'
import './blog-highlights.css'

function PostCard({ post, href, linkText, featured }: { post: BlogPost; href: string; linkText: string; featured: boolean }) {
  return (
    <article className={`blog-highlights__card${featured ? ' blog-highlights__card--featured' : ''}`}>
      <div className="blog-highlights__media">
        <Picture src={post.thumb} layout="card" alt="" width={1200} height={750} loading="lazy" />
        <time className="blog-highlights__date" dateTime={isoDate(post.date)}>
          <span className="blog-highlights__day">{post.date.day}</span>
          <span className="blog-highlights__month">
            {post.date.month} {post.date.year}
          </span>
        </time>
      </div>
      <div className="blog-highlights__body">
        <ul className="blog-highlights__meta">
          <li>
            <Icon name="user" size={16} />
            {post.author}
          </li>
          <li>
            <Icon name="comment" size={16} />
            {post.comments} {post.comments === 1 ? 'Comment' : 'Comments'}
          </li>
        </ul>
        <h3 className="blog-highlights__title">
          <Link to={href}>{post.title}</Link>
        </h3>
        <p className="blog-highlights__excerpt">{post.description}</p>
        <Link className="blog-highlights__more" to={href}>
          {linkText}
          <LinkContext>{post.title}</LinkContext>
          <Icon name="arrowRight" size={18} />
        </Link>
      </div>
    </article>
  )
}

export default function BlogHighlights({ eyebrow, title, lead, featured, list, linkPrefix, linkText }: BlogHighlightsProps) {
  return (
    <section className="blog-highlights section">
      <div className="container">
        <SectionHeading eyebrow={eyebrow || undefined} title={title} lead={lead || undefined} />
        <div className="blog-highlights__grid">
          <div className="blog-highlights__featured">
            {featured.map((post) => (
              <PostCard key={post.id} post={post} href={`${linkPrefix}${post.id}`} linkText={linkText} featured />
            ))}
          </div>
          {list.length > 0 && (
            <div className="blog-highlights__list">
              {list.map((post) => (
                <PostCard key={post.id} post={post} href={`${linkPrefix}${post.id}`} linkText={linkText} featured={false} />
              ))}
            </div>
          )}
        </div>
      </div>
    </section>
  )
}

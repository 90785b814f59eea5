import type { BlogPost } from '#data/collections/blog-posts.ts'
import { BlogCard } from '#ui/blog/blog-card.tsx'
import { shownDate } from '#lib/dates.ts'
import { commentCount } from '#ui/blog/blog-post-text.ts'
import { Icon } from '#ui/primitives/icons.tsx'
import { Picture } from '#ui/primitives/picture.tsx'
import { SectionHeading } from '#ui/primitives/section-heading.tsx'
import type { BlogHighlightsProps } from './schema.ts'
import './blog-highlights.css'

function PostCard({ post, href, linkText, featured }: { post: BlogPost; href: string; linkText: string; featured: boolean }) {
  const { day, month, year } = shownDate(post.date)
  return (
    <BlogCard
      post={post}
      href={href}
      linkText={linkText}
      classPrefix="blog-highlights"
      modifier={featured ? 'blog-highlights__card--featured' : undefined}
      picture={<Picture src={post.thumb} layout="card" alt="" width={1200} height={750} loading="lazy" />}
      date={
        <time className="blog-highlights__date" dateTime={post.date}>
          <span className="blog-highlights__day">{day}</span>
          <span className="blog-highlights__month">
            {month} {year}
          </span>
        </time>
      }
      byline={
        <ul className="blog-highlights__meta">
          <li>
            <Icon name="user" size={16} />
            {post.author}
          </li>
          <li>
            <Icon name="comment" size={16} />
            {commentCount(post.comments.length)}
          </li>
        </ul>
      }
    />
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

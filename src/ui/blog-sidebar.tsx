/**
 * The blog sidebar: search box, categories with counts, recent posts, a picture gallery that opens the
 * site's lightbox, archives, tags and the follow-us links. `WithBlogSidebar` sets a blog block's content
 * beside it (below it on narrow screens), or alone when the block has no sidebar.
 * Settings and defaults: ./blog-sidebar-props.ts. Archives, tags and categories are labels, not links:
 * the specification gives them no destination (docs/decisions/090-blog.md).
 *
 * Example: <WithBlogSidebar sidebar={props.sidebar}>…posts…</WithBlogSidebar>
 */
import { useId, type FormEvent, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { SocialLinks } from './social-links.tsx'
import type { BlogSidebarProps } from '#data/blog-sidebar-props.ts'
import { shortenTitle, shownDate } from './blog-post-text.ts'
import { Icon } from './icons.tsx'
import { Lightbox, lightboxPreload, useLightbox } from './lightbox.tsx'
import './blog-sidebar.css'
import { pictureSources } from './art.ts'

const BLOG_PICTURE = { width: 1200, height: 750 }

function Widget({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section className="blog-sidebar__widget" aria-labelledby={id}>
      <h2 id={id} className="blog-sidebar__title">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** Searching sends nothing and goes nowhere: the box is cleared, as the specification says. */
function SearchWidget({ label }: { label: string }) {
  const id = useId()
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    event.currentTarget.reset()
  }
  return (
    <section className="blog-sidebar__widget blog-sidebar__widget--search">
      <form role="search" className="blog-sidebar__search" onSubmit={onSubmit}>
        <label htmlFor={id} className="visually-hidden">
          {label}
        </label>
        <input id={id} className="input blog-sidebar__search-input" type="search" name="q" placeholder="Search…" />
        <button type="submit" className="blog-sidebar__search-button">
          <Icon name="search" size={20} />
          <span className="visually-hidden">Search</span>
        </button>
      </form>
    </section>
  )
}

function GalleryWidget({ pictures }: { pictures: BlogSidebarProps['gallery'] }) {
  const lightbox = useLightbox()
  const slides = pictures.map((picture) => ({ ...picture, ...BLOG_PICTURE }))
  return (
    <Widget title="Gallery">
      <ul className="blog-sidebar__gallery">
        {pictures.map((picture, index) => (
          <li key={picture.src}>
            <button
              type="button"
              className="blog-sidebar__thumb"
              onClick={(event) => lightbox.openAt(index, event.currentTarget)}
              {...lightboxPreload}
            >
              <img {...pictureSources(picture.src, 'thumbnail')} alt="" {...BLOG_PICTURE} loading="lazy" decoding="async" />
              <span className="visually-hidden">
                Open picture {index + 1} of {pictures.length}: {picture.alt}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Lightbox {...lightbox.props} slides={slides} label="Farm gallery" />
    </Widget>
  )
}

function Sidebar({
  searchLabel,
  recentPosts,
  postLinkPrefix,
  categories,
  gallery,
  archives,
  tags,
  followUsTitle,
  social,
}: BlogSidebarProps) {
  return (
    <aside className="blog-sidebar" aria-label="Blog sidebar">
      <SearchWidget label={searchLabel} />
      <Widget title="Categories">
        <ul className="blog-sidebar__categories">
          {categories.map((category) => (
            <li key={category.name}>
              <span className="blog-sidebar__category-name">
                <Icon name="leaf" size={16} />
                {category.name}
              </span>
              <span className="blog-sidebar__count">
                {category.count}
                <span className="visually-hidden"> posts</span>
              </span>
            </li>
          ))}
        </ul>
      </Widget>
      <Widget title="Recent Posts">
        <ul className="blog-sidebar__recent">
          {recentPosts.map((post) => (
            <li key={post.id} className="blog-sidebar__recent-post">
              <img {...pictureSources(post.thumb, 'thumbnail')} alt="" {...BLOG_PICTURE} loading="lazy" decoding="async" />
              <div>
                <time className="blog-sidebar__recent-date" dateTime={post.date}>
                  <Icon name="calendar" size={14} />
                  {shownDate(post.date).full}
                </time>
                <Link className="blog-sidebar__recent-title" to={`${postLinkPrefix}${post.id}`} title={post.title}>
                  {shortenTitle(post.title)}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </Widget>
      <GalleryWidget pictures={gallery} />
      <Widget title="Archives">
        <ul className="blog-sidebar__archives">
          {archives.map((month) => (
            <li key={month}>
              <Icon name="calendar" size={16} />
              {month}
            </li>
          ))}
        </ul>
      </Widget>
      <Widget title="Tags">
        <ul className="blog-sidebar__tags">
          {tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      </Widget>
      {social.length > 0 && (
        <Widget title={followUsTitle}>
          <SocialLinks profiles={social} label={followUsTitle} className="blog-sidebar__social" />
        </Widget>
      )}
    </aside>
  )
}

interface WithBlogSidebarProps {
  /** The sidebar's settings; undefined shows the content alone. */
  sidebar: BlogSidebarProps | undefined
  children: ReactNode
}

export function WithBlogSidebar({ sidebar, children }: WithBlogSidebarProps) {
  if (!sidebar) return <>{children}</>
  return (
    <div className="blog-layout">
      <div className="blog-layout__main">{children}</div>
      <Sidebar {...sidebar} />
    </div>
  )
}

/**
 * The blog sidebar: search box (./blog-sidebar-search.tsx), categories with counts, recent posts, a picture gallery that opens the
 * site's lightbox, archives, tags and the follow-us links. `WithBlogSidebar` sets a blog block's content
 * beside it (below it on narrow screens), or alone when the block has no sidebar.
 * Settings and defaults: src/data/blog-sidebar-props.ts. Categories, archives and tags are worked out from the
 * posts when the site is built; each links to the list of its posts (`listPath?tag=cheese`, decision 214).
 *
 * Example: <WithBlogSidebar sidebar={props.sidebar}>…posts…</WithBlogSidebar>
 */
import { useId, type ReactNode } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { BlogSidebarSearch } from './blog-sidebar-search.tsx'
import { SocialLinks } from '#ui/primitives/social-links.tsx'
import type { BlogSidebarProps } from '#data/blog-sidebar-props.ts'
import { postFilterSearch, type PostFilter, type PostFilterKind, type PostGroup } from '#lib/blog-filters.ts'
import { shownDate } from '#lib/dates.ts'
import { shortenTitle } from './blog-post-text.ts'
import { useAddressPostFilter } from './use-address-post-filter.ts'
import { Icon } from '#ui/primitives/icons.tsx'
import { Lightbox, lightboxTrigger, useLightbox } from '#ui/primitives/lightbox.tsx'
import './blog-sidebar.css'
import { pictureSources } from '#lib/art.ts'

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
              {...lightboxTrigger}
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

/**
 * Links to the lists of a group's posts: "Cheese 3", as a category, a month or a tag. On the list narrowed to one
 * of them, that one is marked current (after hydration, as the list follows the query: the prerendered page has none).
 */
function GroupLinks({
  groups,
  kind,
  listPath,
  shown,
  className,
  icon,
}: {
  groups: PostGroup[]
  kind: PostFilterKind
  listPath: string
  /** The group the list on this page is narrowed to, if any. */
  shown: PostFilter | undefined
  className: string
  icon?: 'leaf' | 'calendar'
}) {
  return (
    <ul className={className}>
      {groups.map((group) => (
        <li key={group.value}>
          <Link
            to={`${listPath}${postFilterSearch({ kind, value: group.value })}`}
            aria-current={shown?.kind === kind && shown.value === group.value ? 'true' : undefined}
          >
            <span className="blog-sidebar__group-name">
              {icon && <Icon name={icon} size={16} />}
              {group.label}
            </span>
            <span className="blog-sidebar__count">
              {group.count}
              <span className="visually-hidden"> {group.count === 1 ? 'post' : 'posts'}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

function Sidebar({
  searchLabel,
  recentPosts,
  postLinkPrefix,
  listPath,
  categories,
  gallery,
  archives,
  tags,
  followUsTitle,
  social,
}: BlogSidebarProps) {
  const addressFilter = useAddressPostFilter()
  // What every group list links to, and the group the list on this page shows (only on that list's page).
  const lists = { listPath, shown: useLocation().pathname === listPath ? addressFilter : undefined }
  return (
    <aside className="blog-sidebar" aria-label="Blog sidebar">
      <BlogSidebarSearch label={searchLabel} />
      <Widget title="Categories">
        <GroupLinks {...lists} groups={categories} kind="category" className="blog-sidebar__categories" icon="leaf" />
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
        <GroupLinks {...lists} groups={archives} kind="month" className="blog-sidebar__archives" icon="calendar" />
      </Widget>
      <Widget title="Tags">
        <GroupLinks {...lists} groups={tags} kind="tag" className="blog-sidebar__tags" />
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

import { useId } from 'react'
import { Link, useLocation } from 'react-router-dom'
import type { BlogPost } from '#data/collections/blog-posts.ts'
import { BlogCard } from '#ui/blog/blog-card.tsx'
import { NO_POSTS_IN_FILTER, postFilterHeading, postFilterSearch, postMatches, type PostFilter } from '#lib/blog-filters.ts'
import { WithBlogSidebar } from '#ui/blog/blog-sidebar.tsx'
import { useMainPictureLoading } from '#ui/primitives/first-screen.ts'
import { Pagination, pageSlice, usePageParam } from '#ui/primitives/pagination.tsx'
import { Picture } from '#ui/primitives/picture.tsx'
import { DateBadge, PostByline } from '#ui/blog/post-meta.tsx'
import { useAddressPostFilter } from '#ui/blog/use-address-post-filter.ts'
import { listPageCount } from '#lib/numbers.ts'
import type { BlogListProps } from './schema.ts'
import './blog-list.css'

const PICTURE = { width: 1200, height: 750 }
/** How wide each layout shows a card's picture (src/lib/art.ts), so the browser picks the file that fills it. */
const PICTURE_LAYOUT = { standard: 'column', 'two-column': 'half', 'three-column': 'card' } as const

interface PostCardProps {
  post: BlogPost
  href: string
  linkText: string
  /** The first card of a page may be the largest picture on screen: loaded by the main-picture rule. */
  first: boolean
  layout: BlogListProps['layout']
}

function PostCard({ post, href, linkText, first, layout }: PostCardProps) {
  const mainPicture = useMainPictureLoading()
  return (
    <BlogCard
      post={post}
      href={href}
      linkText={linkText}
      classPrefix="blog-list"
      picture={
        <Picture
          src={post.thumb}
          layout={PICTURE_LAYOUT[layout]}
          alt=""
          {...PICTURE}
          {...(first ? mainPicture : { loading: 'lazy', decoding: 'async' })}
        />
      }
      date={<DateBadge date={post.date} />}
      byline={<PostByline author={post.author} comments={post.comments.length} />}
    />
  )
}

/** Above a list narrowed to a category, a month or a tag: what it shows, how many, and the way back to every post. */
interface FilterHeadingProps {
  id: string
  filter: PostFilter
  posts: BlogPost[]
  count: number
  /** As wide as the list under it: the standard layout without a sidebar is a narrower column. */
  narrow: boolean
}

function FilterHeading({ id, filter, posts, count, narrow }: FilterHeadingProps) {
  const { pathname } = useLocation()
  return (
    <header className={`blog-list__filter${narrow ? ' blog-list__filter--narrow' : ''}`}>
      <h2 id={id} className="blog-list__filter-title">
        {postFilterHeading(filter, posts)}
      </h2>
      <p className="blog-list__filter-note">
        <span>{count === 0 ? NO_POSTS_IN_FILTER[filter.kind] : `${count} ${count === 1 ? 'post' : 'posts'}`}</span>
        <Link to={pathname} className="blog-list__show-all">
          Show all posts
        </Link>
      </p>
    </header>
  )
}

export default function BlogList({ posts, perPage, layout, linkPrefix, linkText, sidebar }: BlogListProps) {
  const id = useId()
  // After hydration, as its page does (usePageParam).
  const filter = useAddressPostFilter()
  const listed = filter ? posts.filter((post) => postMatches(post, filter)) : posts
  const pageCount = listPageCount(listed.length, perPage)
  const [page, setPage] = usePageParam(pageCount)
  const { shown, from, to, total } = pageSlice(listed, page, perPage)

  return (
    <section className="blog-list section" aria-labelledby={`${id}-heading`}>
      <div className="container">
        <WithBlogSidebar sidebar={sidebar}>
          {filter ? (
            <FilterHeading
              id={`${id}-heading`}
              filter={filter}
              posts={posts}
              count={total}
              narrow={layout === 'standard' && !sidebar}
            />
          ) : (
            <h2 id={`${id}-heading`} className="visually-hidden">
              Posts {from}–{to} of {total}
            </h2>
          )}
          {shown.length > 0 && (
            <ul
              // A new list for another group of posts: its cards are new boxes, not old ones moving.
              key={filter ? postFilterSearch(filter) : undefined}
              className={`blog-list__items blog-list__items--${layout}${sidebar ? ' blog-list__items--beside-sidebar' : ''}`}
            >
              {shown.map((post, index) => (
                <li key={post.id}>
                  <PostCard
                    post={post}
                    href={`${linkPrefix}${post.id}`}
                    linkText={linkText}
                    first={index === 0}
                    layout={layout}
                  />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            pageCount={pageCount}
            page={page}
            onPageChange={setPage}
            {...(filter && { hrefFor: (number: number) => postFilterSearch(filter, number) })}
            label="Blog pages"
          />
        </WithBlogSidebar>
      </div>
    </section>
  )
}

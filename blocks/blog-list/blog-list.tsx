import { useId } from 'react'
import type { BlogPost } from '#data/schemas.ts'
import { BlogCard } from '#ui/blog-card.tsx'
import { WithBlogSidebar } from '#ui/blog-sidebar.tsx'
import { useMainPictureLoading } from '#ui/first-screen.ts'
import { Pagination, pageSlice, usePageParam } from '#ui/pagination.tsx'
import { Picture } from '#ui/picture.tsx'
import { DateBadge, PostByline } from '#ui/post-meta.tsx'
import { listPageCount } from '#lib/numbers.ts'
import type { BlogListProps } from './schema.ts'
import './blog-list.css'

const PICTURE = { width: 1200, height: 750 }
/** How wide each layout shows a card's picture (src/ui/art.ts), so the browser picks the file that fills it. */
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
      byline={<PostByline author={post.author} comments={post.comments} />}
    />
  )
}

export default function BlogList({ posts, perPage, layout, linkPrefix, linkText, sidebar }: BlogListProps) {
  const id = useId()
  const pageCount = listPageCount(posts.length, perPage)
  const [page, setPage] = usePageParam(pageCount)
  const { shown, from, to, total } = pageSlice(posts, page, perPage)

  return (
    <section className="blog-list section" aria-labelledby={`${id}-heading`}>
      <div className="container">
        <WithBlogSidebar sidebar={sidebar}>
          <h2 id={`${id}-heading`} className="visually-hidden">
            Posts {from}–{to} of {total}
          </h2>
          <ul className={`blog-list__items blog-list__items--${layout}${sidebar ? ' blog-list__items--beside-sidebar' : ''}`}>
            {shown.map((post, index) => (
              <li key={post.id}>
                <PostCard post={post} href={`${linkPrefix}${post.id}`} linkText={linkText} first={index === 0} layout={layout} />
              </li>
            ))}
          </ul>
          <Pagination pageCount={pageCount} page={page} onPageChange={setPage} label="Blog pages" />
        </WithBlogSidebar>
      </div>
    </section>
  )
}

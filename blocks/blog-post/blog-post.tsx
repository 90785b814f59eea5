import { Link } from 'react-router-dom'
import { useEntity } from '#app/block-kit.ts'
import { postFilterSearch } from '#lib/blog-filters.ts'
import { neighbourLabel, neighbourPosts } from '#ui/blog/blog-post-text.ts'
import { WithBlogSidebar } from '#ui/blog/blog-sidebar.tsx'
import { useMainPictureLoading } from '#ui/primitives/first-screen.ts'
import { Icon } from '#ui/primitives/icons.tsx'
import { slugOf } from '#lib/slug.ts'
import { Picture } from '#ui/primitives/picture.tsx'
import { PostBody, type PostWithBody as Post } from '#ui/blog/post-body.tsx'
import { DateBadge, PostByline } from '#ui/blog/post-meta.tsx'
import { CommentForm, PostComments } from './post-comments.tsx'
import type { BlogPostProps } from './schema.ts'
import { ShareLinks } from './share-links.tsx'
import './blog-post.css'

function AuthorBox({ post, authors }: { post: Post; authors: BlogPostProps['authors'] }) {
  const author = authors.find((candidate) => candidate.name === post.author) ?? { ...authors.at(-1)!, name: post.author }
  return (
    <aside className="blog-post__author" aria-label="About the author">
      <img src={author.avatar} alt="" width={160} height={160} loading="lazy" decoding="async" />
      <div>
        <p className="blog-post__author-role">{author.role}</p>
        <p className="blog-post__author-name">{author.name}</p>
        <p className="blog-post__author-bio">{author.bio}</p>
      </div>
    </aside>
  )
}

/** The article of a post without a text of its own (data/blog-posts/<id>.md): the page's shared text. */
function SharedText({ intro, quote, sections }: Pick<BlogPostProps, 'intro' | 'quote' | 'sections'>) {
  return (
    <div className="blog-post__body prose">
      {intro.map((paragraph, index) => (
        <p key={index} className={index === 0 ? 'blog-post__lead' : undefined}>
          {paragraph}
        </p>
      ))}
      <blockquote>
        <p>{quote.text}</p>
        <footer>— {quote.cite}</footer>
      </blockquote>
      {sections.map((section) => [
        <h3 key={section.heading}>{section.heading}</h3>,
        ...section.paragraphs.map((paragraph, index) => <p key={`${section.heading}-${index}`}>{paragraph}</p>),
      ])}
    </div>
  )
}

function Neighbours({ posts, post, linkPrefix }: { posts: BlogPostProps['posts']; post: Post; linkPrefix: string }) {
  const { previous, next } = neighbourPosts(posts, post.id)
  if (!previous || !next) return null
  return (
    <nav className="blog-post__neighbours" aria-label="More posts">
      <Link className="blog-post__neighbour" to={`${linkPrefix}${previous.id}`} rel="prev">
        <span className="blog-post__neighbour-direction">
          <Icon name="chevronLeft" size={16} />
          Previous Post
        </span>
        <span className="blog-post__neighbour-label">{neighbourLabel(previous.title)}</span>
      </Link>
      <Link className="blog-post__neighbour blog-post__neighbour--next" to={`${linkPrefix}${next.id}`} rel="next">
        <span className="blog-post__neighbour-direction">
          Next Post
          <Icon name="chevronRight" size={16} />
        </span>
        <span className="blog-post__neighbour-label">{neighbourLabel(next.title)}</span>
      </Link>
    </nav>
  )
}

export default function BlogPost(props: BlogPostProps) {
  const post = useEntity<Post>()
  const pictureLoading = useMainPictureLoading()
  if (!post) return null
  const { posts, shareLinkPrefix, linkPrefix, intro, quote, sections, tagListPath, authors, formTitle, sidebar } = props
  return (
    <section className="blog-post section">
      <div className="container">
        <WithBlogSidebar sidebar={sidebar}>
          <article className={`blog-post__article${sidebar ? '' : ' blog-post__article--alone'}`}>
            <div className="blog-post__media">
              <Picture src={post.thumbFull} layout="main" alt="" width={1200} height={750} {...pictureLoading} />
              <DateBadge date={post.date} />
            </div>
            <header className="blog-post__header">
              <PostByline author={post.author} comments={post.comments.length} />
              <h2 className="blog-post__title">{post.title}</h2>
            </header>
            {post.body ? (
              <div className="blog-post__body blog-post__body--own prose">
                <PostBody nodes={post.body} />
              </div>
            ) : (
              <SharedText intro={intro} quote={quote} sections={sections} />
            )}
            <div className="blog-post__footer">
              <div className="blog-post__tags">
                <span className="blog-post__footer-label">Tags</span>
                <ul>
                  {post.tags.map((tag) => (
                    <li key={tag}>
                      <Link to={`${tagListPath}${postFilterSearch({ kind: 'tag', value: slugOf(tag) })}`}>{tag}</Link>
                    </li>
                  ))}
                </ul>
              </div>
              <div className="blog-post__sharing">
                <span className="blog-post__footer-label">Share</span>
                <ShareLinks url={`${shareLinkPrefix}${post.id}`} title={post.title} />
              </div>
            </div>
            <AuthorBox post={post} authors={authors} />
            <Neighbours posts={posts} post={post} linkPrefix={linkPrefix} />
            <PostComments comments={post.comments} />
            <CommentForm title={formTitle} />
          </article>
        </WithBlogSidebar>
      </div>
    </section>
  )
}

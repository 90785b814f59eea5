/**
 * A post's own text as the browser receives it: the Markdown of data/blog-posts/<id>.md rendered when the
 * site is built (src/build/post-bodies.ts) into a tree of the few elements an article uses, which React
 * draws (src/ui/blog/post-body.tsx). No HTML string reaches the page, so nothing in a body can become markup,
 * a script or an attribute the tree does not name (decision 200).
 */

/** Text, or one element of the article. */
export type PostBodyNode = string | PostBodyElement

export type PostBodyElement =
  | { tag: 'p' | 'blockquote' | 'ul' | 'li' | 'em' | 'strong' | 'code'; children: PostBodyNode[] }
  /** A section heading: the post's title is the article's h2, so its sections are h3 and their parts h4 and h5. */
  | { tag: 'h3' | 'h4' | 'h5'; children: PostBodyNode[] }
  /** A numbered list; `start` when it does not begin at 1. */
  | { tag: 'ol'; start?: number; children: PostBodyNode[] }
  /** A link checked like the site's other links; `external` for an https:// address (opens in a new tab). */
  | { tag: 'a'; href: string; external: boolean; children: PostBodyNode[] }
  /** A picture from public/ on a line of its own, with its size (so nothing moves when it loads) and caption. */
  | { tag: 'figure'; src: string; alt: string; width: number; height: number; caption?: string }
  | { tag: 'br' }
  | { tag: 'hr' }

/** Where a post's body lives: one Markdown file per post, named by its id. */
export const POST_BODIES_DIR = 'data/blog-posts'

/** "data/blog-posts/1.md" */
export const postBodyFile = (id: number | string) => `${POST_BODIES_DIR}/${id}.md`

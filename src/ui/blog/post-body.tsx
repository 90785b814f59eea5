/**
 * A post's own text, drawn from the tree the build made of its Markdown (src/page-model/post-body.ts):
 * each node becomes the one element it names, with only the attributes this file gives it, so a body can
 * never bring markup or a script of its own (no dangerouslySetInnerHTML). Site links are client-side
 * links; https:// links open in a new tab, as the site's other links to other sites do.
 * Example: <PostBody nodes={post.body} />
 */
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { BlogPost } from '#data/collections/blog-posts.ts'
import type { PostBodyNode } from '#page-model/post-body.ts'
import { pictureSources } from '#lib/art.ts'

export type { PostBodyNode } from '#page-model/post-body.ts'

/** A post as its own page receives it: the record, and its rendered body when it has one (data/blog-posts/<id>.md). */
export type PostWithBody = BlogPost & { body?: PostBodyNode[] }

function drawNodes(nodes: readonly PostBodyNode[]): ReactNode[] {
  // The tree is fixed when the site is built: positions are stable keys.
  return nodes.map((node, index) => drawNode(node, index))
}

function drawNode(node: PostBodyNode, key: number): ReactNode {
  if (typeof node === 'string') return node
  switch (node.tag) {
    case 'p':
    case 'blockquote':
    case 'ul':
    case 'li':
    case 'em':
    case 'strong':
    case 'code':
    case 'h3':
    case 'h4':
    case 'h5': {
      const Tag = node.tag
      return <Tag key={key}>{drawNodes(node.children)}</Tag>
    }
    case 'ol':
      return (
        <ol key={key} start={node.start}>
          {drawNodes(node.children)}
        </ol>
      )
    case 'a':
      return node.external ? (
        <a key={key} href={node.href} target="_blank" rel="noopener noreferrer">
          {drawNodes(node.children)}
        </a>
      ) : node.href.startsWith('/') ? (
        <Link key={key} to={node.href}>
          {drawNodes(node.children)}
        </Link>
      ) : (
        // tel: and mailto:
        <a key={key} href={node.href}>
          {drawNodes(node.children)}
        </a>
      )
    case 'figure':
      return (
        <figure key={key} className="post-body__figure">
          <img
            {...pictureSources(node.src, 'column')}
            alt={node.alt}
            width={node.width}
            height={node.height}
            loading="lazy"
            decoding="async"
          />
          {node.caption ? <figcaption>{node.caption}</figcaption> : null}
        </figure>
      )
    case 'br':
      return <br key={key} />
    case 'hr':
      return <hr key={key} />
  }
}

/** The article's text: the body's nodes in order, inside the block's own .prose container. */
export function PostBody({ nodes }: { nodes: readonly PostBodyNode[] }) {
  return <>{drawNodes(nodes)}</>
}

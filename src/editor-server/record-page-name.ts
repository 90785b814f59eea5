/**
 * A page about each record of a collection ({ "entity": { "collection": "blog-posts", … } }), named as the editor's
 * messages name it (issue 51, plain words): its address and title are patterns ("/blog-single-with-sidebar/:id",
 * "{title} | Farm Journal"), so it is named by what it is, with its address's first part in words to tell two pages
 * about the same records apart: "Each post’s page (blog single with sidebar)". The file, and with it the pattern, is
 * for Details.
 */
import { collections, type CollectionName } from '#data/collections.ts'

/** The page's name in words, or undefined for a page that is not about each record of a collection. */
export function recordPageName(page: Record<string, unknown> | undefined): string | undefined {
  const entity = page?.entity
  const name = typeof entity === 'object' && entity !== null ? (entity as { collection?: unknown }).collection : undefined
  if (typeof name !== 'string' || !Object.hasOwn(collections, name)) return undefined
  const first = typeof page?.path === 'string' ? (page.path.split('/')[1] ?? '') : ''
  const noun = collections[name as CollectionName].noun
  return `Each ${noun}’s page${first ? ` (${first.replaceAll('-', ' ')})` : ''}`
}

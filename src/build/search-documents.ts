/**
 * What the site's search finds (issue 27), written at build time from the same records and page files the
 * pages are compiled from: products, posts, farmers and the team, services, projects, and the pages
 * themselves. A record added to data/ is found after the next build with no other step; its address comes
 * from the page file that shows it (the one without a "canonical", so a twin address is never a hit).
 */
import { collections, type CollectionName, type CollectionRecord } from '#data/collections.ts'
import { formatCents, priceTextToCents } from '#lib/money.ts'
import { fillParam, NOT_FOUND_PATH, routePaths } from '#page-model/route-paths.ts'
import type { CompiledPage } from '#page-model/site-types.ts'
import type { SearchDocument } from '#search/search-types.ts'
import type { PostBodyElement, PostBodyNode } from '#page-model/post-body.ts'
import { shownDate } from '#lib/dates.ts'

/**
 * Pages a visitor never looks for: the not-found page, the results page itself, and pages that show only
 * what this browser holds (the cart, the checkout of it, the wishlist). Login and register stay findable.
 */
export const UNSEARCHED_PATHS: readonly string[] = [NOT_FOUND_PATH, '/search', '/cart', '/checkout', '/wishlist']

/** Props that hold a heading a visitor reads as the name of a section or entry, and FAQ questions. */
const HEADING_KEYS = new Set(['title', 'question'])

type SearchedCollections = Pick<
  typeof collections,
  'products' | 'product-categories' | 'blog-posts' | 'farmers' | 'team' | 'services' | 'projects'
>

/** The page that shows one record of a collection at its own address: "/shop-single/:id" for products. */
function recordAddress(pages: readonly CompiledPage[], collection: CollectionName): (id: number) => string {
  const page = pages.find((candidate) => candidate.entity?.collection === collection && !candidate.canonical)
  if (!page?.entity) throw new Error(`No page file shows one record of "${collection}" ("entity" without "canonical")`)
  const { path, entity } = page
  return (id) => fillParam(path, entity.param, String(id))
}

/** A page's title without the site's name after it: "About Us | Green Valley Organic Farm" → "About Us". */
const pageTitle = (title: string) => title.split(' | ')[0] ?? title

/**
 * The headings and questions in a page's blocks: section titles, the titles of their entries, FAQ
 * questions. Records a block lists (they carry a numeric id) are left out: each is a document of its own.
 */
function blockHeadings(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => blockHeadings(item, found))
  else if (value && typeof value === 'object') {
    if (typeof (value as { id?: unknown }).id === 'number') return found
    for (const [key, item] of Object.entries(value)) {
      if (HEADING_KEYS.has(key) && typeof item === 'string') found.push(item)
      else blockHeadings(item, found)
    }
  }
  return found
}

/** The words of a post body's nodes (src/page-model/post-body.ts), one string. */
function nodeText(nodes: readonly PostBodyNode[]): string {
  return nodes.map((node) => (typeof node === 'string' ? node : 'children' in node ? nodeText(node.children) : '')).join(' ')
}

/**
 * A post's own text as search reads it: its section headings and its first paragraph. Not the whole
 * article: fifteen full articles would take the index past its 30 KB, and a post is found by what it is
 * about, which its title, description, headings and opening say.
 */
function bodyHeadingsAndLead(body: unknown): string {
  if (!Array.isArray(body)) return ''
  const nodes = body as PostBodyNode[]
  const elements = nodes.filter((node): node is PostBodyElement => typeof node !== 'string')
  const headings = elements.filter((node) => node.tag === 'h3' || node.tag === 'h4' || node.tag === 'h5')
  const lead = elements.find((node) => node.tag === 'p')
  return nodeText([...headings, ...(lead ? [lead] : [])])
}

const words = (...texts: (string | readonly string[] | undefined)[]) => texts.flat().filter(Boolean).join(' ')

function productDocument(product: CollectionRecord<'products'>, url: string, tileNames: string[]): SearchDocument {
  return {
    kind: 'product',
    id: `product-${product.id}`,
    title: product.title,
    url,
    ...(product.description ? { excerpt: product.description } : {}),
    price: formatCents(priceTextToCents(product.price)),
    oldPrice: product.oldPrice === null ? null : formatCents(priceTextToCents(product.oldPrice)),
    image: product.thumb,
    keywords: words(product.category, product.tags, tileNames),
    // What it is made of, not its description: a product is found by what it is (search-engine.ts).
    text: words(product.ingredients),
  }
}

function personDocument(
  kind: 'farmer' | 'team',
  person: CollectionRecord<'farmers'> | CollectionRecord<'team'>,
  url: string,
): SearchDocument {
  const lines = person.memberData.flatMap((group) => group.memberInfo.map((line) => `${line.title} ${line.description}`))
  return {
    kind: 'person',
    id: `${kind}-${person.id}`,
    title: person.name,
    url,
    role: person.title,
    keywords: words(person.title, kind === 'farmer' ? 'farmer' : 'team'),
    text: words(
      person.skillProgress.map((skill) => skill.title),
      lines,
    ),
  }
}

/** A service's or a project's page, found as a page: by its title, description, category and text. */
function recordPageDocument(
  noun: 'service' | 'project',
  record: { id: number; title: string; description: string; category: string },
  url: string,
  text: string,
): SearchDocument {
  return {
    kind: 'page',
    id: `${noun}-${record.id}`,
    title: record.title,
    url,
    excerpt: record.description,
    keywords: words(record.category, noun),
    text,
  }
}

/** Every document search finds, from the compiled pages and the records they were compiled from. */
export function searchDocuments(pages: readonly CompiledPage[], records: SearchedCollections = collections): SearchDocument[] {
  const documents: SearchDocument[] = []
  const productUrl = recordAddress(pages, 'products')
  // A category tile that leads to one product names what it is: the "Strawberry" tile opens Garden Strawberries.
  const tiles = records['product-categories'].records as CollectionRecord<'product-categories'>[]
  for (const product of records.products.records as CollectionRecord<'products'>[]) {
    const url = productUrl(product.id)
    const tileNames = tiles.filter((tile) => tile.link === url).map((tile) => tile.name)
    documents.push(productDocument(product, url, tileNames))
  }

  const postUrl = recordAddress(pages, 'blog-posts')
  const postBodies = pages.find((page) => page.entity?.collection === 'blog-posts')?.entity?.records ?? {}
  for (const post of records['blog-posts'].records as CollectionRecord<'blog-posts'>[])
    documents.push({
      kind: 'post',
      id: `post-${post.id}`,
      title: post.title,
      url: postUrl(post.id),
      excerpt: post.description,
      date: shownDate(post.date).full,
      keywords: post.author,
      text: bodyHeadingsAndLead(postBodies[post.id]?.body),
    })

  const farmerUrl = recordAddress(pages, 'farmers')
  for (const farmer of records.farmers.records as CollectionRecord<'farmers'>[])
    documents.push(personDocument('farmer', farmer, farmerUrl(farmer.id)))
  const teamUrl = recordAddress(pages, 'team')
  for (const member of records.team.records as CollectionRecord<'team'>[])
    documents.push(personDocument('team', member, teamUrl(member.id)))

  const serviceUrl = recordAddress(pages, 'services')
  for (const service of records.services.records as CollectionRecord<'services'>[])
    documents.push(recordPageDocument('service', service, serviceUrl(service.id), words(service.body, service.includes)))
  const projectUrl = recordAddress(pages, 'projects')
  for (const project of records.projects.records as CollectionRecord<'projects'>[])
    documents.push(
      recordPageDocument('project', project, projectUrl(project.id), words(project.location, project.built, project.story)),
    )

  for (const page of pages) {
    // Record pages are found through their records; a twin address through its original.
    if (page.entity || page.canonical) continue
    const [url] = routePaths(page)
    if (url === undefined || UNSEARCHED_PATHS.includes(url)) continue
    documents.push({
      kind: 'page',
      id: `page-${page.name}`,
      title: pageTitle(page.title),
      url,
      excerpt: page.description,
      keywords: page.breadcrumb ?? '',
      text: words(blockHeadings(page.blocks.map((block) => block.props))),
    })
  }
  return documents
}

/**
 * The module the browser downloads on first use (virtual:site/search-documents): the documents as one JSON
 * string, which loads quicker than the same data written as a JavaScript object literal.
 */
export function searchDocumentsModule(pages: readonly CompiledPage[]): string {
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(searchDocuments(pages)))})`
}

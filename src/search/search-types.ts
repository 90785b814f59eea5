/**
 * What the site's search gives the boxes and the results page (issue 27). The engine (load-search.ts) is
 * loaded on first use; these types cost nothing to import.
 */

/** What a hit is: services and projects are pages of the site, farmers and the team are people. */
export type SearchKind = 'product' | 'post' | 'page' | 'person'

/** The kinds in the order results show them. */
export const SEARCH_KINDS: readonly SearchKind[] = ['product', 'post', 'page', 'person']

/** The heading of each kind's group of hits. */
export const SEARCH_KIND_LABELS: Readonly<Record<SearchKind, string>> = {
  product: 'Products',
  post: 'Posts',
  page: 'Pages',
  person: 'People',
}

export interface SearchHit {
  kind: SearchKind
  /** Unique among all hits: "product-3", "page-/about-us". */
  id: string
  title: string
  /** The record's own address on the site ("/shop-single/3"). */
  url: string
  /** A short text to show under the title. */
  excerpt?: string
  /** Products: the price as the shop shows it ("$1,250.00", #lib/money.ts), the struck-through one, and the thumbnail's path. */
  price?: string
  oldPrice?: string | null
  image?: string
  /** Posts: the date as the site shows it. */
  date?: string
  /** People: their role ("Farmer", "Founder"). */
  role?: string
  /** The indexed words the query matched, for marking (see MarkedText). */
  terms: string[]
}

export interface SearchResults {
  query: string
  /** Best first. */
  hits: SearchHit[]
  /** How many hits of each kind the query has, whatever `kinds` and `limit` kept. */
  counts: Record<SearchKind, number>
  /** A query that finds something, when this one found nothing (or little). */
  didYouMean?: string
}

export interface SearchOptions {
  /** Only these kinds (all when left out). */
  kinds?: SearchKind[]
  /** At most this many hits. */
  limit?: number
}

export interface SearchEngine {
  search(query: string, options?: SearchOptions): SearchResults
}

/**
 * One record or page as the build writes it for the index (src/build/search-documents.ts): what a hit shows,
 * plus the words it is found by.
 */
export interface SearchDocument extends Omit<SearchHit, 'terms'> {
  /** What kind of thing it is: a product's category and tags, a person's role, a project's category. */
  keywords: string
  /** The rest of its words beside the title and excerpt: a product's details, a page's headings and questions. */
  text: string
}

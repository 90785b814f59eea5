/** The compiled site as the browser receives it from the `virtual:site` modules. */

export interface CompiledBlock {
  id: string
  type: string
  when?: 'found' | 'missing' | undefined
  /** On a phone's first screen at load (decided when the page is compiled): its pictures load at once. */
  firstScreen?: boolean | undefined
  props: Record<string, unknown>
}

export interface CompiledPage {
  /** File name without .json: also the page module's name. */
  name: string
  path: string
  title: string
  description: string
  /** The address search engines should index instead of this one, e.g. "/farmer-details/:id". */
  canonical?: string | undefined
  /** Kept out of search engines and the sitemap (the search results page). */
  noindex?: true | undefined
  /**
   * The picture link previews show (a site path, never SVG): the page file's "shareImage", else the
   * share picture of its first block's (a hero's scene), else the site's. Entity pages show the record's.
   */
  shareImage: string
  /** The last step of the breadcrumb the page shows after "Home" (its banner's), for search engines. */
  breadcrumb?: string | undefined
  /** Entity pages only: title and description when the record does not exist (the not-found page's). */
  missing?: { title: string; description: string } | undefined
  entity?: {
    collection: string
    param: string
    /** Records of the collection by id, for looking the route parameter up. */
    records: Record<string, Record<string, unknown>>
  }
  /** Binds a path parameter to the page number of one list block on the page (e.g. "/blog-standard/:page?"). */
  pageNumber?: {
    param: string
    /** Id of the list block the number pages. */
    block: string
    /** How many pages that list has: one URL is prerendered for each. */
    pageCount: number
  }
  blocks: CompiledBlock[]
}

export interface SiteRoute {
  name: string
  path: string
  /**
   * Only in the dev server: the page file at this path has problems and was never valid, so a notice
   * stands in for the page until they are fixed.
   */
  pendingFile?: string
  /** A list numbered by path: its parameter and page count, so the app knows which page numbers exist at its start. */
  pageNumber?: { param: string; pageCount: number }
  load: () => Promise<{
    default: CompiledPage
    /** Entity pages: the separate fields of each record that has some (a post's article), by id (decision 232). */
    recordParts?: Record<string, () => Promise<{ default: Record<string, unknown> }>>
  }>
}

export type ViewModule = { default: React.ComponentType<Record<string, unknown>> }

/**
 * Checks every link of this site in a page file or data/site.json: it must lead to a page of a page
 * file, and
 * - on an entity page ("/shop-single/:id") to an existing record id; on a numbered list
 *   ("/blog-standard/:page?") to a page in range;
 * - a link prefix ("/service-details/", followed by an id in the view) to a page with a parameter there;
 * - a query only where the page reads it ("?page=N" on a list with pages, N in range; on the shop's list of
 *   products "?category=" with a product category and "?sort=" with a sort it offers; on a list of posts
 *   "?category=", "?tag=" or "?month=" with a group its posts make; on the search results "?q=" with any
 *   words and "?kind=" with a kind of result);
 * - an anchor ("/#faq") to a shown block of that page.
 * Links are found through the schema, not by their look: every string field of the `sitePath` kind
 * (data/schemas.ts), including a default the file leaves out. Pure: the compiler, the dev server and an
 * editor share it.
 */
import { closest } from 'fastest-levenshtein'
import type { z } from 'zod'
import { isSiteLinkSchema } from '#data/schemas.ts'
import { schemaType, walkWithSchema } from './schema-walk.ts'
import { offsetOfPath, type JsonPath, type ParsedJson } from '#page-model/json-positions.ts'
import { idRange, nearest } from '#page-model/plain-words.ts'
import { matchRoutePath } from '#page-model/route-match.ts'
import { boundParamNames, pathParams, routePaths } from '#page-model/route-paths.ts'
import { pathInWords, type Problem } from '#page-model/problem.ts'
import type { DescribePath } from './validate-data-file.ts'
import { linkGoesAhead, publicationInWords, type Publication } from '#lib/publication.ts'

/** What a list of posts is narrowed by in its address (src/lib/blog-filters.ts), and how a message names one. */
const POST_FILTER_WORDS = { category: 'category', tag: 'tag', month: 'month' } as const
type PostFilterName = keyof typeof POST_FILTER_WORDS
const isPostFilterName = (name: string): name is PostFilterName => Object.hasOwn(POST_FILTER_WORDS, name)

export interface FoundLink {
  /** Where the link is; for a default, where it would be written. */
  path: JsonPath
  href: string
  /** True when the file leaves the field out and the schema's default applies. */
  isDefault: boolean
}

/** Every link field in `value`, walking `schema` beside it (the input side of transforms). */
export function findLinks(schema: z.ZodType, value: unknown): FoundLink[] {
  const found: FoundLink[] = []
  walkWithSchema(schema, value, (node, data, path, isDefault) => {
    if (schemaType(node) === 'string' && typeof data === 'string' && isSiteLinkSchema(node))
      found.push({ path, href: data, isDefault })
  })
  return found
}

/** A page as links see it: where it is, what its parameters take, what it reads and which blocks it shows. */
export interface LinkTarget {
  /** The page file, e.g. "pages-schema/shop-single.json". */
  file: string
  /** Its path, e.g. "/shop-single/:id". */
  path: string
  /** An entity page: the parameter, the record ids it takes and what a record is called ("product"). */
  /** `idsUnknown` while the collection's file does not read as JSON (its syntax error is its one message). */
  /** `notOut`: the records that are drafts or scheduled, by id, each with its title for messages. */
  entity?:
    | {
        param: string
        ids: string[]
        noun: string
        idsUnknown?: boolean | undefined
        notOut?: Readonly<Record<string, NotOut>> | undefined
      }
    | undefined
  /** A numbered list page: the parameter and how many pages the list has. */
  pageNumber?: { param: string; pageCount: number } | undefined
  /** Pages of its list with pages, when it has one: it reads "?page=N". */
  listPages?: number | undefined
  /** The product categories its list filters by, when it reads "?category=" (the shop's list of products). */
  categories?: readonly string[] | undefined
  /** The orders its list offers, when it reads "?sort=" (the shop's list of products). */
  sorts?: readonly string[] | undefined
  /**
   * The groups its list of posts makes, when it has one: it reads "?category=", "?tag=" and "?month=" with
   * their values in the address ("the-dairy", "cheese", "2024-12").
   */
  postFilters?: Readonly<Record<PostFilterName, readonly string[]>> | undefined
  /** The kinds of hit it shows, when it is a search results page: it reads "?q=" (any words) and "?kind=". */
  searchKinds?: readonly string[] | undefined
  /** Set while what its list reads from the query besides "?page=" is not known (a data file that is not JSON). */
  queriesUnknown?: boolean | undefined
  /** Ids of the blocks it shows: the anchors a link may name. */
  anchors: string[]
  /** Ids of its hidden blocks. */
  hiddenAnchors: string[]
  /** Set when the page is a draft or scheduled: a link to it from what is out would lead nowhere. */
  notOut?: NotOut | undefined
  /**
   * A page file with problems of its own (reported there): a link to its path is not reported on top,
   * and what it reads or shows is not known.
   */
  unreadable?: boolean | undefined
}

/** A page or record that is not out (src/data/publishing.ts), named as messages name it: 'page "Harvest Festival"'. */
export interface NotOut {
  publication: Publication
  named: string
}

interface Verdict {
  message: string
  hint?: string | undefined
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean)

/** The addresses of a page, for "did you mean": none while its path has a parameter nothing binds (reported in its file). */
const sampleAddresses = (target: LinkTarget): string[] =>
  pathParams(target.path).every((name) => boundParamNames(target).includes(name)) ? routePaths(target) : []

/** A path cut short ("/sh") is nearest the shortest address it starts ("/shop"), not the one fewest letters away ("/"). */
function nearestAddress(pathname: string, addresses: readonly string[]): string {
  const continued = addresses.filter((address) => address.startsWith(pathname))
  return continued.length > 0 ? continued.reduce((a, b) => (b.length < a.length ? b : a)) : closest(pathname, [...addresses])
}

const OUT: Publication = { state: 'out' }

/**
 * What is wrong with one link of this site, or undefined when it leads somewhere. Other links (tel:, https:) pass.
 * `from` is where the link is: a draft may link to other drafts, a scheduled page to what is out by its day.
 */
export function checkSiteLink(href: string, targets: readonly LinkTarget[], from: Publication = OUT): Verdict | undefined {
  if (!href.startsWith('/')) return undefined
  const [beforeHash = '', hash] = href.split('#', 2) as [string, string | undefined]
  const [pathname = '/', query] = beforeHash.split('?', 2) as [string, string | undefined]

  if (pathname.length > 1 && pathname.endsWith('/')) return checkLinkPrefix(pathname, targets)

  const exact = targets.find((target) => target.path === pathname)
  const matches = exact
    ? [{ target: exact, values: new Map<string, string>() }]
    : targets.flatMap((target) => {
        const values = matchRoutePath(target.path, pathname)
        return values ? [{ target, values }] : []
      })
  const match = matches[0]
  if (!match) {
    const addresses = targets.flatMap(sampleAddresses)
    return {
      message: `no page has the path "${pathname}"`,
      hint: addresses.length ? `did you mean "${nearestAddress(pathname, addresses)}"?` : undefined,
    }
  }
  const { target, values } = match
  if (target.unreadable) return undefined
  if (target.notOut && linkGoesAhead(from, target.notOut.publication)) return leadsAhead(target.notOut, from)
  if (target.entity) {
    const id = values.get(target.entity.param)
    const record = id === undefined ? undefined : target.entity.notOut?.[id]
    if (record && linkGoesAhead(from, record.publication)) return leadsAhead(record, from)
    if (id !== undefined && !target.entity.idsUnknown && !target.entity.ids.includes(id))
      return {
        message: `there is no ${target.entity.noun} with the id ${JSON.stringify(id)} for "${target.path}"`,
        hint: `ids are ${idRange(target.entity.ids)}`,
      }
  }
  if (target.pageNumber) {
    const page = values.get(target.pageNumber.param)
    if (page !== undefined && !isPageInRange(page, target.pageNumber.pageCount))
      return pageOutOfRange(`"${pathname}"`, target.pageNumber.pageCount)
  }
  if (query !== undefined) {
    for (const [name, value] of new URLSearchParams(query)) {
      if (name === 'page' && target.listPages !== undefined) {
        if (!isPageInRange(value, target.listPages)) return pageOutOfRange(`"?page=${value}"`, target.listPages)
      } else if (target.queriesUnknown) {
        continue
      } else if (isPostFilterName(name) && target.postFilters !== undefined) {
        const known = target.postFilters[name]
        if (!known.includes(value)) {
          const near = nearest(value, known)
          return {
            message: `"?${name}=${value}" is no ${POST_FILTER_WORDS[name]} of the posts "${target.path}" lists`,
            hint: near ? `did you mean "?${name}=${near}"?` : `it has ${plainList(known)}`,
          }
        }
      } else if (name === 'category' && target.categories !== undefined) {
        if (!target.categories.includes(value)) {
          const near = nearest(value, target.categories)
          return {
            message: `"?category=${value}" is not a product category of "${target.path}"`,
            hint: near ? `did you mean "?category=${near}"?` : `categories are ${plainList(target.categories)}`,
          }
        }
      } else if (name === 'sort' && target.sorts !== undefined) {
        if (!target.sorts.includes(value)) {
          const near = nearest(value, target.sorts)
          return {
            message: `"?sort=${value}" is not a sort "${target.path}" offers`,
            hint: near ? `did you mean "?sort=${near}"?` : `it offers ${plainList(target.sorts)}`,
          }
        }
      } else if (name === 'kind' && target.searchKinds !== undefined) {
        if (!target.searchKinds.includes(value)) {
          const near = nearest(value, target.searchKinds)
          return {
            message: `"?kind=${value}" is not a kind of result "${target.path}" shows`,
            hint: near ? `did you mean "?kind=${near}"?` : `kinds are ${plainList(target.searchKinds)}`,
          }
        }
      } else if (name !== 'q' || target.searchKinds === undefined)
        return { message: `the page "${target.path}" does not read "?${name}"`, hint: queriesReadBy(target) }
    }
  }
  if (hash !== undefined) {
    const id = decodeURIComponent(hash)
    if (target.hiddenAnchors.includes(id))
      return {
        message: `the block "${id}" on "${target.path}" is hidden, so "#${id}" leads nowhere`,
        hint: 'show the block (remove "hidden") or link to another block',
      }
    if (!target.anchors.includes(id)) {
      const near = nearest(id, target.anchors)
      return {
        message: `no block on "${target.path}" has the id "${id}"`,
        hint: near ? `did you mean "#${near}"?` : `block ids there: ${target.anchors.join(', ') || 'none'}`,
      }
    }
  }
  return undefined
}

/** A link to a page or record that is out later than the place of the link, or never (a draft). */
function leadsAhead(target: NotOut, from: Publication): Verdict {
  const state = publicationInWords(target.publication)
  if (target.publication.state === 'draft')
    return {
      message: `${target.named} is ${state}, so this link would lead nowhere on the published site`,
      hint: `publish it first (set its Status to Published), or remove the link`,
    }
  return {
    message: `${target.named} is ${state}, so until then this link would lead nowhere`,
    hint:
      from.state === 'scheduled'
        ? `schedule this one for that day or later, or link to it once it is out`
        : `schedule this one for that day too, or add the link once it is out`,
  }
}

/** What a page reads from the query, for a link that names something else. */
function queriesReadBy(target: LinkTarget): string {
  const reads = [
    target.listPages !== undefined && '"?page=N"',
    target.categories !== undefined && `"?category=" (${plainList(target.categories)})`,
    target.sorts !== undefined && `"?sort=" (${plainList(target.sorts)})`,
    target.postFilters !== undefined && '"?category=", "?tag=" or "?month=" (a group of its posts)',
    target.searchKinds !== undefined && '"?q=" (the words searched)',
    target.searchKinds !== undefined && `"?kind=" (${plainList(target.searchKinds)})`,
  ].filter((read) => read !== false)
  return reads.length
    ? `it reads ${plainList(reads, 'and')} only`
    : 'only pages with a numbered list read "?page=N"; remove the query'
}

/** "fruit, vegetables or dairy" */
const plainList = (words: readonly string[], joiner = 'or') =>
  words.length > 1 ? `${words.slice(0, -1).join(', ')} ${joiner} ${words.at(-1)}` : (words[0] ?? 'none')

function isPageInRange(value: string, pageCount: number): boolean {
  return /^[1-9][0-9]*$/.test(value) && Number(value) <= pageCount
}

function pageOutOfRange(what: string, pageCount: number): Verdict {
  return {
    message: `${what} is not a page of the list`,
    hint: `it has ${pageCount === 1 ? '1 page' : `pages 1 to ${pageCount}`}`,
  }
}

/** "/service-details/" (followed by an id in the view): some page's path must continue with a parameter there. */
function checkLinkPrefix(prefix: string, targets: readonly LinkTarget[]): Verdict | undefined {
  const prefixes = targets.flatMap((target) => {
    const segments = segmentsOf(target.path)
    const last = segments.at(-1)
    return last?.startsWith(':') ? [`/${segments.slice(0, -1).join('/')}/`.replace(/^\/\/$/, '/')] : []
  })
  if (prefixes.includes(prefix)) return undefined
  return {
    message: `no page has a path that starts with "${prefix}" followed by an id`,
    hint: prefixes.length ? `did you mean "${closest(prefix, prefixes)}"?` : undefined,
  }
}

/**
 * Every link problem in one parsed JSON file, at its line and column. A default the file leaves out is
 * reported at the object that would hold it.
 */
export function linkProblems(
  file: string,
  json: ParsedJson,
  schema: z.ZodType,
  targets: readonly LinkTarget[],
  describe: DescribePath,
  /** Whether the page or record holding a link is out (src/data/publishing.ts); out unless said. */
  publicationAt: (path: JsonPath) => Publication = () => OUT,
): Problem[] {
  return findLinks(schema, json.value).flatMap(({ path, href, isDefault }) => {
    const verdict = checkSiteLink(href, targets, publicationAt(path))
    if (!verdict) return []
    const field = `"${pathInWords(path.slice(-1))}"`
    return [
      {
        file,
        ...json.lineAndColumn(offsetOfPath(json.root, path)),
        where: describe(json.value, path),
        message: isDefault ? `${verdict.message} (the default, as ${field} is left out)` : verdict.message,
        hint: isDefault ? [verdict.hint, `set ${field} to a page that exists`].filter(Boolean).join('; ') : verdict.hint,
      },
    ]
  })
}

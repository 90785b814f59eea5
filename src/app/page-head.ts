/**
 * What a page's <head> says about it (decision 111): title, description, canonical address, picture and
 * type for link previews, and structured data. One pure function for the prerender and the browser, so
 * a page reached by client navigation says exactly what its prerendered HTML says.
 */
import { generatePath } from 'react-router-dom'
import type { Thing } from 'schema-dts'
import type { BlogPost } from '#data/collections/blog-posts.ts'
import type { Product } from '#data/collections/products.ts'
import type { SiteSettings } from '#data/site-schema.ts'
import { NOT_FOUND_PATH, nearestPage, pageNumberCanonical } from '#page-model/route-paths.ts'
import { absoluteUrl } from '#page-model/site-documents.ts'
import { sharePictureOf } from '#lib/art.ts'
import { fillFromRecord, recordFor } from './entity-context.ts'
import type { CompiledPage } from '#page-model/site-types.ts'
import { blogPostingNode, breadcrumbNode, businessNode, productNode } from './structured-data.ts'

export type OpenGraphType = 'website' | 'article' | 'product'

export interface PageHead {
  title: string
  description: string
  /**
   * The address search engines should index, a site path; none for the not-found page and unknown ids,
   * which the static server answers with status 404.
   */
  canonicalPath: string | undefined
  /** The picture link previews show, a site path (empty when the site has none). */
  image: string
  openGraphType: OpenGraphType
  /** JSON-LD nodes (src/app/structured-data.ts). */
  structuredData: Thing[]
  /**
   * True for the not-found page and unknown ids: search engines must not index them even where a static
   * host answers them with 200 (our server answers 404); and for pages whose file says "noindex" (search
   * results), which have no canonical address, so the sitemap leaves them out.
   */
  noindex: boolean
}

export interface PageHeadInput {
  page: CompiledPage
  site: SiteSettings
  /** The URL's path, e.g. "/blog-standard/2". */
  pathname: string
  /** Its route parameters, e.g. { id: "3" } on "/shop-single/:id". */
  params: Readonly<Record<string, string | undefined>>
  /** The page number in the URL's query ("?page=3"), if any: a visitor's page change writes it. */
  queryPage?: string | null | undefined
}

/** What the page's collection is to link previews: a post is an article, a product a product. */
const OPEN_GRAPH_TYPES: Record<string, OpenGraphType> = { 'blog-posts': 'article', products: 'product' }

/** The biggest picture of a record, as a share picture: its full-size one if it has one, else its thumbnail. */
function recordPicture(record: Record<string, unknown>): string | undefined {
  const picture = record.thumbFull ?? record.thumb
  return typeof picture === 'string' ? sharePictureOf(picture) : undefined
}

/** "Farm Journal | Green Valley" → "Farm Journal, Page 2 of 5 | Green Valley": each page of a list has its own title. */
export function numberedTitle(title: string, page: number, pageCount: number): string {
  const split = title.indexOf(' | ')
  const name = split < 0 ? title : title.slice(0, split)
  return `${name}, Page ${page} of ${pageCount}${split < 0 ? '' : title.slice(split)}`
}

export function pageHead({ page, site, pathname, params, queryPage }: PageHeadInput): PageHead {
  const business = businessNode(site)
  const record = page.entity ? recordFor(page.entity, params[page.entity.param]) : undefined
  if (page.path === NOT_FOUND_PATH || (page.entity && !record)) {
    return {
      title: page.missing?.title ?? fillFromRecord(page.title, undefined),
      description: page.missing?.description ?? fillFromRecord(page.description, undefined),
      canonicalPath: undefined,
      image: page.shareImage,
      openGraphType: 'website',
      structuredData: [business],
      noindex: true,
    }
  }

  let title = fillFromRecord(page.title, record)
  let description = fillFromRecord(page.description, record)
  if (page.noindex) {
    return {
      title,
      description,
      canonicalPath: undefined,
      image: page.shareImage,
      openGraphType: 'website',
      structuredData: [business],
      noindex: true,
    }
  }
  let canonicalPath = page.canonical ? generatePath(page.canonical, params) : pathname
  if (page.pageNumber) {
    const { param, pageCount } = page.pageNumber
    const number = nearestPage(queryPage ?? params[param], pageCount)
    canonicalPath = pageNumberCanonical(page.path, param, number)
    if (number > 1) {
      title = numberedTitle(title, number, pageCount)
      description = `Page ${number} of ${pageCount}. ${description}`
    }
  }
  const image = (record && recordPicture(record)) ?? page.shareImage
  const pageUrl = absoluteUrl(site.siteUrl, canonicalPath)
  const imageUrl = image ? absoluteUrl(site.siteUrl, image) : ''

  const structuredData: Thing[] = [business]
  if (page.breadcrumb) structuredData.push(breadcrumbNode(site, page.breadcrumb, pageUrl))
  const collection = page.entity?.collection
  if (record && collection === 'products') {
    structuredData.push(productNode(site, record as unknown as Product, pageUrl, imageUrl, description))
  } else if (record && collection === 'blog-posts') {
    structuredData.push(blogPostingNode(site, record as unknown as BlogPost, pageUrl, imageUrl))
  }
  return {
    title,
    description,
    canonicalPath,
    image,
    openGraphType: (collection ? OPEN_GRAPH_TYPES[collection] : undefined) ?? 'website',
    structuredData,
    noindex: false,
  }
}

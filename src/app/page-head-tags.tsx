/**
 * The page's <head> tags, rendered by React wherever the page is: React 19 moves <title>, <meta> and
 * <link> into <head>, writes them first in the prerendered HTML (scripts/build.ts puts them in <head>),
 * takes over the prerendered ones when it hydrates, and replaces them on client navigation. The JSON-LD
 * stays in the page (search engines read it anywhere).
 */
import { useLocation, useParams } from 'react-router-dom'
import { site } from 'virtual:site/settings'
import { absoluteUrl } from '#page-model/site-documents.ts'
import { useHydrated } from '#lib/use-hydrated.ts'
import { pageHead } from './page-head.ts'
import type { CompiledPage } from '#page-model/site-types.ts'
import { jsonLdText } from './structured-data.ts'

/** Every tag PageHeadTags writes into <head>, for removing prerendered ones that a fresh render replaces. */
export const PAGE_HEAD_TAGS =
  'title, meta[name="description"], meta[name="robots"], link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"]'

export function PageHeadTags({ page }: { page: CompiledPage }) {
  const { pathname, search } = useLocation()
  const params = useParams()
  // The prerendered HTML has no query: hydrate with what it says, then follow "?page=N" (as the list does).
  const hydrated = useHydrated()
  const queryPage = hydrated && page.pageNumber ? new URLSearchParams(search).get('page') : null
  const head = pageHead({ page, site, pathname, params, queryPage })
  const canonicalUrl = head.canonicalPath && absoluteUrl(site.siteUrl, head.canonicalPath)
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {head.noindex && <meta name="robots" content="noindex" />}
      {canonicalUrl && <link rel="canonical" href={canonicalUrl} />}
      <meta property="og:site_name" content={site.name} />
      <meta property="og:type" content={head.openGraphType} />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      {canonicalUrl && <meta property="og:url" content={canonicalUrl} />}
      {head.image && <meta property="og:image" content={absoluteUrl(site.siteUrl, head.image)} />}
      <meta name="twitter:card" content="summary_large_image" />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(head.structuredData) }} />
    </>
  )
}

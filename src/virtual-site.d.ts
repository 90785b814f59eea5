declare module 'virtual:site' {
  import type { SiteRoute, ViewModule } from './page-model/site-types.ts'
  export const routes: SiteRoute[]
  export const views: Record<string, () => Promise<ViewModule>>
  /** Page and data file problems, formatted; only ever non-empty in the dev server. */
  export const problems: string[]
  /** Files shown at their last valid version, or not at all, because of their problems (dev server only). */
  export const heldBack: string[]
  /** Page files with problems whose path cannot be read: an unknown address may be theirs (dev server only). */
  export const pathlessFiles: string[]
  /** data/site.json, validated: the frame's menus, contacts and footer. */
  export const site: import('./data/site-schema.ts').SiteSettings
}

declare module 'virtual:site/collection/products' {
  const records: import('./data/schemas.ts').ListedProduct[]
  export default records
}

/** Every record and page search finds (src/build/search-documents.ts, served by vite-plugin-site-pages.ts). */
declare module 'virtual:site/search-documents' {
  const documents: import('./search/search-types.ts').SearchDocument[]
  export default documents
}

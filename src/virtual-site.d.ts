declare module 'virtual:site' {
  import type { SiteRoute } from './page-model/site-types.ts'
  export const routes: SiteRoute[]
  /** Page and data file problems, formatted; only ever non-empty in the dev server. */
  export const problems: string[]
  /** Files shown at their last valid version, or not at all, because of their problems (dev server only). */
  export const heldBack: string[]
  /** Page files with problems whose path cannot be read: an unknown address may be theirs (dev server only). */
  export const pathlessFiles: string[]
}

declare module 'virtual:site/settings' {
  /** data/site.json, validated: the frame's menus, contacts and footer, and the page's head. */
  export const site: import('./data/site-schema.ts').SiteSettings
  /** The month the site was built for, 1 to 12 (src/build/site-date.ts): what the season labels say first. */
  export const siteMonth: number
}

/** Each block type's view, loaded lazily (blocks/views.ts): only the page's code needs it. */
declare module 'virtual:site/views' {
  export const views: Record<string, () => Promise<import('./page-model/site-types.ts').ViewModule>>
}

declare module 'virtual:site/collection/products' {
  const records: import('./data/collections/products.ts').ListedProduct[]
  export default records
}

/** Every record and page search finds (src/build/search-documents.ts, served by vite-plugin-site-pages.ts). */
declare module 'virtual:site/search-documents' {
  const documents: import('./search/search-types.ts').SearchDocument[]
  export default documents
}

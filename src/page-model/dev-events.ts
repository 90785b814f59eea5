/**
 * The dev server's message to open pages when a page or data file, or a picture or video in public/,
 * changed (vite-plugin-site-pages.ts): the site's pages reload to show it; the page editor re-checks its
 * draft instead of losing it, and refreshes its lists of pages, pictures and links.
 */
export const SITE_FILES_CHANGED = 'site-files:changed'

export interface SiteFilesChanged {
  /** The changed file, relative to the site's root: "pages-schema/home-2.json". */
  file: string
}

/**
 * What the dev server shows while page or data files have problems: the problems, above the last
 * version of each page that had none — never the 404 page, never data that failed its schema.
 * - A page file with problems that was valid earlier in this session keeps its last valid version.
 * - A new page file with problems gets a plain notice at its path (when its "path" can be read), and
 *   unknown addresses show that notice too while a page file's path cannot be read at all.
 * - data/site.json with problems keeps its last valid settings; when it never had any in this session,
 *   each part that fits the schema is used and the others are left empty.
 * (Collections keep their last valid records in compileSite itself: pages are compiled from them.)
 */
import type { CompiledPage } from '#page-model/site-types.ts'
import { siteSchema, type SiteSettings } from '#data/site-schema.ts'
import type { CompiledSite } from './compile-site.ts'
import { formatProblem } from '#page-model/problem.ts'

/** One route the app is given: a compiled page, or a notice for a page file that cannot be shown yet. */
export type ServedRoute = { name: string; path: string; page: CompiledPage } | { name: string; path: string; pendingFile: string }

export interface ServedSite {
  routes: ServedRoute[]
  site: SiteSettings
  /** Every problem, one formatted line each. */
  problems: string[]
  /** Files shown at their last valid version (or, for new page files, not shown) because of their problems. */
  heldBack: string[]
  /** Page files with problems whose path cannot be read: an unknown address may be theirs. */
  pathlessFiles: string[]
}

/** Remembers the last valid version of each page and of the site settings across compiles. */
export function lastGoodSite() {
  const pages = new Map<string, CompiledPage>()
  let settings: SiteSettings | undefined

  return function serve(compiled: CompiledSite): ServedSite {
    for (const { name, page } of compiled.pageFiles) if (page) pages.set(name, page)
    if (compiled.site) settings = compiled.site

    const routes: ServedRoute[] = compiled.pages.map((page) => ({ name: page.name, path: page.path, page }))
    const taken = new Set(routes.map((route) => route.path))
    const heldBack = new Set(compiled.unusableDataFiles)
    const pathlessFiles: string[] = []
    for (const file of compiled.pageFiles) {
      if (file.page) continue
      heldBack.add(file.file)
      const earlier = pages.get(file.name)
      // A valid page that now owns the path wins over an older version of another file.
      if (earlier && !taken.has(earlier.path)) {
        routes.push({ name: file.name, path: earlier.path, page: earlier })
        taken.add(earlier.path)
      } else if (!earlier && file.path && !taken.has(file.path)) {
        routes.push({ name: file.name, path: file.path, pendingFile: file.file })
        taken.add(file.path)
      } else if (!earlier && !file.path) pathlessFiles.push(file.file)
    }
    return {
      routes,
      site: settings ?? usableParts(compiled.siteAsWritten),
      problems: compiled.problems.map(formatProblem),
      heldBack: [...heldBack],
      pathlessFiles,
    }
  }
}

const emptySettings: SiteSettings = {
  siteUrl: 'https://example.invalid',
  name: '',
  tagline: '',
  contact: { phone: '', email: '', address: { street: '', town: '', region: '', postalCode: '', country: '' } },
  openingHours: { from: 'Monday', to: 'Sunday', opens: '00:00', closes: '23:59' },
  shareImage: '',
  social: [],
  menu: [],
  footer: { about: '', explore: [], recentPosts: [], copyright: '' },
}

/** The parts of site settings as written that fit the schema; the others empty. */
function usableParts(written: unknown): SiteSettings {
  const fields = typeof written === 'object' && written !== null ? (written as Record<string, unknown>) : {}
  const usable = Object.entries(siteSchema.shape).flatMap(([key, schema]) => {
    const parsed = schema.safeParse(fields[key])
    return parsed.success && parsed.data !== undefined ? [[key, parsed.data]] : []
  })
  return { ...emptySettings, ...Object.fromEntries(usable) }
}

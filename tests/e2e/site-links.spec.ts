// Crawls the prerendered site from / as a visitor without scripts would (raw HTML, links only) and fails
// on any internal link to a page that does not exist, or to an anchor missing from its page, naming the
// page that links and the target. Then checks that every route of the specification is reachable.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { decodeEntities, distDir, expect, test } from './fixtures'

/** The specification's routes (section 2) and the team's; ":id" stands for any record, ":page" for a page number. */
const SPEC_ROUTES = [
  '/',
  '/home-2',
  '/home-3',
  '/home-4',
  '/about-us',
  '/farmers',
  '/farmer-details/:id',
  '/team',
  '/team-details/:id',
  '/contact',
  '/register',
  '/login',
  '/project',
  '/project-details/:id',
  '/services',
  '/services-2',
  '/service-details/:id',
  '/blog-standard',
  '/blog-with-sidebar',
  '/blog-2-column',
  '/blog-3-column',
  '/blog-single/:id',
  '/blog-single-with-sidebar/:id',
  '/shop',
  '/shop-single/:id',
  '/shop-single-thumb/:id',
  '/cart',
  '/checkout',
  '/not-found',
  // Added by the team (issue 26)
  '/wishlist',
]

const HREF = /<a\b[^>]*?\shref="([^"]*)"/gi
const ID = /\sid="([^"]*)"/gi

/** The file the static server answers a site path with, if the build wrote one. */
function fileOf(pathname: string): string | undefined {
  const clean = decodeURIComponent(pathname).replace(/\/$/, '')
  const candidates = clean === '' ? ['index.html'] : [`${clean}/index.html`, clean, `${clean}.html`]
  return candidates.map((candidate) => path.join(distDir, candidate)).find((file) => existsSync(file) && !file.endsWith('/'))
}

test('every internal link of the prerendered site leads to a page (and anchor) that exists', () => {
  expect(existsSync(path.join(distDir, 'index.html')), `${distDir} has no index.html — run \`npm run build\``).toBe(true)
  const visited = new Set<string>()
  const queue = ['/']
  const broken = new Set<string>()
  const html = new Map<string, string>()
  const read = (file: string) => html.get(file) ?? html.set(file, readFileSync(file, 'utf8')).get(file)!

  while (queue.length > 0) {
    const page = queue.shift()!
    if (visited.has(page)) continue
    visited.add(page)
    const pageFile = fileOf(page)
    if (!pageFile) continue
    for (const [, rawHref = ''] of read(pageFile).matchAll(HREF)) {
      const href = decodeEntities(rawHref)
      if (!href.startsWith('/') || href.startsWith('//')) continue // tel:, mailto:, outbound https:
      const url = new URL(href, 'http://site.invalid')
      const target = fileOf(url.pathname)
      if (!target) {
        broken.add(`${page} → ${href}: no such page`)
        continue
      }
      const anchor = url.hash.slice(1)
      if (anchor && target.endsWith('.html') && ![...read(target).matchAll(ID)].some(([, id]) => id === anchor)) {
        broken.add(`${page} → ${href}: the page has no element with id "${anchor}"`)
      }
      if (target.endsWith('.html')) queue.push(url.pathname.replace(/(.)\/$/, '$1'))
    }
  }

  expect([...broken], 'links to pages or anchors that do not exist').toEqual([])

  const unreachable = SPEC_ROUTES.filter((route) => {
    const pattern = new RegExp(`^${route.replace(/:[a-z]+/g, '[^/]+')}$`)
    return ![...visited].some((page) => pattern.test(page) && fileOf(page))
  })
  expect(unreachable, `specification routes that no chain of links from / reaches (${visited.size} pages crawled)`).toEqual([])
})

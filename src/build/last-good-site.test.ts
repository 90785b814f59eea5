// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { CompiledPage } from '#page-model/site-types.ts'
import { testSiteSettings } from '#tests/unit/site-settings.ts'
import type { CompiledSite, PageFileStatus } from './compile-site.ts'
import { lastGoodSite } from './last-good-site.ts'
import type { Problem } from '#page-model/problem.ts'

const settings = testSiteSettings({ shareImage: '/art/social/home.jpg' })

const page = (name: string, path: string, title = name): CompiledPage => ({
  name,
  path,
  title,
  description: 'D',
  shareImage: '',
  blocks: [],
})
const problem = (file: string): Problem => ({
  file,
  line: 3,
  column: 21,
  where: '',
  message: 'JSON syntax error: a comma is missing',
})

/** A compile result: each page file with its page, or only its path as written (undefined: unreadable). */
function compiled(files: PageFileStatus[], extra: Partial<CompiledSite> = {}): CompiledSite {
  return {
    pages: files.flatMap((file) => (file.page ? [file.page] : [])),
    pageFiles: files,
    site: settings,
    siteAsWritten: settings,
    problems: files.filter((file) => !file.page).map((file) => problem(file.file)),
    unusableDataFiles: [],
    linkTargets: [],
    files: [],
    day: '2026-11-29',
    notOut: [],
    outToday: [],
    ...extra,
  }
}

const home = page('home', '/')
const about = page('about-us', '/about-us', 'About Us')
const status = (name: string, page?: CompiledPage, path?: string): PageFileStatus => ({
  name,
  file: `pages-schema/${name}.json`,
  page,
  path: path ?? page?.path,
})

describe('lastGoodSite', () => {
  it('serves the compiled pages as they are when nothing is wrong', () => {
    const serve = lastGoodSite()
    const served = serve(compiled([status('home', home), status('about-us', about)]))
    expect(served.routes).toEqual([
      { name: 'home', path: '/', page: home },
      { name: 'about-us', path: '/about-us', page: about },
    ])
    expect(served.problems).toEqual([])
    expect(served.heldBack).toEqual([])
  })

  it('keeps the last valid version of a page file while it has problems, and names the file as held back', () => {
    const serve = lastGoodSite()
    serve(compiled([status('home', home), status('about-us', about)]))
    const served = serve(compiled([status('home', home), status('about-us', undefined, '/about-us')]))
    expect(served.routes).toContainEqual({ name: 'about-us', path: '/about-us', page: about })
    expect(served.problems).toEqual(['pages-schema/about-us.json:3:21  JSON syntax error: a comma is missing'])
    expect(served.heldBack).toEqual(['pages-schema/about-us.json'])
  })

  it('serves the newest valid version after a fix and a new mistake', () => {
    const serve = lastGoodSite()
    serve(compiled([status('about-us', about)]))
    const edited = page('about-us', '/about-us', 'About Us, edited')
    serve(compiled([status('about-us', edited)]))
    expect(serve(compiled([status('about-us', undefined, '/about-us')])).routes).toEqual([
      { name: 'about-us', path: '/about-us', page: edited },
    ])
  })

  it('puts a notice at the path of a new page file that was never valid', () => {
    const serve = lastGoodSite()
    const served = serve(compiled([status('home', home), status('harvest', undefined, '/harvest')]))
    expect(served.routes).toContainEqual({ name: 'harvest', path: '/harvest', pendingFile: 'pages-schema/harvest.json' })
    expect(served.pathlessFiles).toEqual([])
  })

  it('names a new page file whose path cannot be read, for unknown addresses', () => {
    const serve = lastGoodSite()
    const served = serve(compiled([status('home', home), status('harvest')]))
    expect(served.routes.map((route) => route.name)).toEqual(['home'])
    expect(served.pathlessFiles).toEqual(['pages-schema/harvest.json'])
  })

  it('gives a path to the valid page that has it now, not to the old version of another file', () => {
    const serve = lastGoodSite()
    serve(compiled([status('home', home), status('home-copy', page('home-copy', '/home-copy'))]))
    // The copy now claims "/" (and has problems); the original keeps "/".
    const served = serve(compiled([status('home', home), status('home-copy', undefined, '/')]))
    expect(served.routes).toEqual([
      { name: 'home', path: '/', page: home },
      { name: 'home-copy', path: '/home-copy', page: page('home-copy', '/home-copy') },
    ])
  })

  it('keeps the last valid site settings, and held-back data files are named', () => {
    const serve = lastGoodSite()
    serve(compiled([status('home', home)]))
    const served = serve(
      compiled([status('home', home)], { site: undefined, siteAsWritten: undefined, unusableDataFiles: ['data/site.json'] }),
    )
    expect(served.site).toEqual(settings)
    expect(served.heldBack).toEqual(['data/site.json'])
  })

  it('uses the parts of site settings that fit the schema when they were never valid, the rest empty', () => {
    const serve = lastGoodSite()
    const written = { ...settings, name: '', menu: 'Home, Shop' }
    const served = serve(compiled([status('home', home)], { site: undefined, siteAsWritten: written }))
    expect(served.site).toMatchObject({ name: '', menu: [], contact: settings.contact, openingHours: settings.openingHours })
  })
})

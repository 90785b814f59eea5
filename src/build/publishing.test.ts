// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { siteWith } from '#tests/unit/site-folder.ts'
import { collections } from '#data/collections.ts'
import { formatProblem } from '#page-model/problem.ts'
import { compileSite, expandRoutePaths } from './compile-site.ts'
import { scheduleReport } from './schedule-report.ts'
import { searchDocuments } from './search-documents.ts'

const TODAY = '2026-11-29'
const TOMORROW = '2026-11-30'

const draftPage = {
  schemaVersion: 1,
  path: '/harvest-festival',
  title: 'Harvest Festival | Green Valley Organic Farm',
  description: 'The harvest festival on the farm: music, cider and a tractor ride.',
  status: 'draft',
  blocks: [{ id: 'banner', type: 'page-banner', props: { title: 'Harvest Festival' } }],
}

/** The real site with a draft page and a new post, last in its file, dated tomorrow. */
function siteWithDraftAndScheduledPost(): string {
  const dir = siteWith({ 'harvest-festival.json': draftPage })
  const file = join(dir, 'data/blog-posts.json')
  const data = JSON.parse(readFileSync(file, 'utf8')) as { 'blog-posts': Record<string, unknown>[] }
  const first = data['blog-posts'][0]!
  data['blog-posts'].push({ ...first, id: 16, title: 'First Frost on the Kale', date: TOMORROW, comments: [] })
  writeFileSync(file, JSON.stringify(data, null, 2))
  writeFileSync(join(dir, 'data/blog-posts/16.md'), 'The kale is sweeter after the first frost.\n')
  return dir
}

type Post = { id: number; title: string }
const ids = (posts: unknown) => (posts as Post[]).map((post) => post.id)
/** The posts of a block of a compiled page, by the block's id and its prop. */
function postsOf(site: ReturnType<typeof compileSite>, path: string, block: string, prop: string): number[] {
  const page = site.pages.find((candidate) => candidate.path === path)!
  return ids(page.blocks.find((candidate) => candidate.id === block)!.props[prop])
}

describe('drafts and schedules in the build', () => {
  const dir = siteWithDraftAndScheduledPost()
  const lastValid = collections['blog-posts'].records
  afterAll(() => {
    collections['blog-posts'].records = lastValid
  })

  it('leave a draft page and a post dated tomorrow out of the site, its lists, search and sitemap; a build dated tomorrow has the post', () => {
    const today = compileSite(dir, { publishedOn: TODAY })
    expect(today.problems.map(formatProblem)).toEqual([])
    const urls = expandRoutePaths(today.pages)
    expect(urls).not.toContain('/harvest-festival')
    expect(urls).not.toContain('/blog-single/16')
    expect(today.pageFiles.map((file) => file.file)).not.toContain('pages-schema/harvest-festival.json')
    expect(searchDocuments(today.pages).map((document) => document.id)).not.toContain('post-16')
    expect(searchDocuments(today.pages).map((document) => document.id)).not.toContain('page-harvest-festival')
    expect(postsOf(today, '/blog-standard/:page?', 'posts', 'posts')[0]).toBe(1)
    expect(scheduleReport(today)).toEqual([
      'The site as of 29 Nov 2026 (set SITE_DATE=YYYY-MM-DD to build another day):',
      '  waiting: post "First Frost on the Kale", scheduled for 30 Nov 2026',
      '  left out, a draft: the page "Harvest Festival" (/harvest-festival)',
    ])

    const tomorrow = compileSite(dir, { publishedOn: TOMORROW })
    expect(tomorrow.problems.map(formatProblem)).toEqual([])
    expect(expandRoutePaths(tomorrow.pages)).toContain('/blog-single/16')
    expect(expandRoutePaths(tomorrow.pages)).not.toContain('/harvest-festival')
    expect(searchDocuments(tomorrow.pages).map((document) => document.id)).toContain('post-16')
    // Newest first: the new post opens the list and the sidebar's recent posts; the footer's "items 2 and 3"
    // are the second and third newest.
    expect(postsOf(tomorrow, '/blog-standard/:page?', 'posts', 'posts').slice(0, 2)).toEqual([16, 1])
    const sidebar = tomorrow.pages.find((page) => page.path === '/blog-with-sidebar')!.blocks.find((b) => b.type === 'blog-list')!
    expect(ids((sidebar.props.sidebar as { recentPosts: unknown }).recentPosts)).toEqual([16, 1, 2])
    expect(ids(tomorrow.site!.footer.recentPosts)).toEqual([1, 2])
    expect(scheduleReport(tomorrow)).toEqual([
      'The site as of 30 Nov 2026 (set SITE_DATE=YYYY-MM-DD to build another day):',
      '  out today: post "First Frost on the Kale"',
      '  left out, a draft: the page "Harvest Festival" (/harvest-festival)',
    ])
  }, 30_000) // the first compile loads every block schema (decision 150, Timeouts)

  it('the dev server and the editor preview them: compiled without a build date, everything is there', () => {
    const preview = compileSite(dir)
    expect(expandRoutePaths(preview.pages)).toEqual(expect.arrayContaining(['/harvest-festival', '/blog-single/16']))
  })

  it("a draft post's own text may link to another draft; a published post's text linking to a draft is a problem at the link", () => {
    const drafts = siteWith({})
    const file = join(drafts, 'data/blog-posts.json')
    const data = JSON.parse(readFileSync(file, 'utf8')) as { 'blog-posts': Record<string, unknown>[] }
    const first = data['blog-posts'][0]!
    for (const [id, title] of [
      [16, 'First Frost on the Kale'],
      [17, 'Cider Pressing Day'],
    ] as const)
      data['blog-posts'].push({ ...first, id, title, date: TODAY, status: 'draft', comments: [] })
    writeFileSync(file, JSON.stringify(data, null, 2))
    writeFileSync(join(drafts, 'data/blog-posts/16.md'), 'The apples wait for [cider day](/blog-single/17).\n')
    writeFileSync(join(drafts, 'data/blog-posts/17.md'), 'We press on Saturday.\n')
    expect(compileSite(drafts, { publishedOn: TODAY }).problems.map(formatProblem)).toEqual([])

    const body = join(drafts, 'data/blog-posts/2.md')
    writeFileSync(body, `${readFileSync(body, 'utf8')}\nSee [cider day](/blog-single/17).\n`)
    expect(compileSite(drafts, { publishedOn: TODAY }).problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^data\/blog-posts\/2\.md:\d+:\d+ {2}.*post "Cider Pressing Day" is a draft, so this link would lead nowhere/,
      ),
    ])
  })

  it('a published page that links to the draft is a problem at the link, naming the page by its title', () => {
    const linking = siteWith({
      'harvest-festival.json': draftPage,
      'about-us.json': {
        ...JSON.parse(readFileSync(join(process.cwd(), 'pages-schema/about-us.json'), 'utf8')),
        blocks: [{ id: 'intro', type: 'about-intro', props: { buttonLink: '/harvest-festival' } }],
      },
    })
    expect(compileSite(linking, { publishedOn: TODAY }).problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^pages-schema\/about-us\.json:\d+:\d+ {2}.*the page "Harvest Festival" \(\/harvest-festival\) is a draft, so this link would lead nowhere on the published site — publish it first/,
      ),
    ])
  })
})

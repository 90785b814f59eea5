/**
 * The design card's promise: editors rearrange a home variant by editing its JSON. A copy of
 * pages-schema/home-2.json with its blocks in a new order and one block hidden goes through the real
 * compiler, the real renderer and the real block views, and comes out in that order without the hidden one.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { PageRenderer } from '#app/page-renderer.tsx'
import { preloadRoute } from '#app/start-up/index.ts'
import { compileSite } from '#build/compile-site.ts'
import { siteWith } from './site-folder.ts'

type PageFile = { path: string; blocks: { id: string; type: string; hidden?: boolean }[] }

const readPage = (name: string) => JSON.parse(readFileSync(join(process.cwd(), 'pages-schema', name), 'utf8')) as PageFile

// Compiling the site reads every data file and page (decision 150, Timeouts).
describe('/home-2 rearranged by its page file', { timeout: 30_000 }, () => {
  const original = readPage('home-2.json')
  // The editor's change: the blocks in reverse order, and the services carousel switched off.
  const edited: PageFile = {
    ...original,
    blocks: [...original.blocks].reverse().map((block) => (block.id === 'services' ? { ...block, hidden: true } : block)),
  }
  const expectedIds = edited.blocks.filter((block) => !block.hidden).map((block) => block.id)

  it('compiles the blocks in the new order without the hidden one', () => {
    const site = compileSite(siteWith({ 'home-2.json': edited, 'not-found.json': readPage('not-found.json') }))
    expect(site.problems).toEqual([])
    const page = site.pages.find((p) => p.path === '/home-2')!
    expect(page.blocks.map((block) => block.id)).toEqual(expectedIds)
    expect(expectedIds).not.toContain('services')
    expect(expectedIds[0]).toBe('blog')
  })

  it('renders them with the real block views in that order', async () => {
    const site = compileSite(siteWith({ 'home-2.json': edited, 'not-found.json': readPage('not-found.json') }))
    const page = site.pages.find((p) => p.path === '/home-2')!
    await preloadRoute({ name: 'home-2-rearranged', path: page.path, load: async () => ({ default: page }) })

    const html = renderToString(
      <MemoryRouter initialEntries={['/home-2']}>
        <PageRenderer page={page} />
      </MemoryRouter>,
    )
    const container = document.createElement('div')
    container.innerHTML = html
    const rendered = [...container.querySelectorAll(':scope > .block')].map((block) => block.id)
    expect(rendered).toEqual(expectedIds)
    // Each block drew its own content, e.g. the FAQ its questions and the timeline its years.
    expect(container.querySelector('#faq')?.textContent).toContain('Do you spray herbicides on your crops?')
    expect(container.querySelector('#history')?.textContent).toContain('1925')
    expect(container.textContent).not.toContain('Services From Our Fields and Dairy')
  })

  it('names the spot when an edit breaks the page: an unknown farmer, a misspelt year', () => {
    const problemsWith = (id: string, props: object) => {
      const blocks = original.blocks.map((block) => (block.id === id ? { ...block, props } : block))
      const site = compileSite(siteWith({ 'home-2.json': { ...original, blocks }, 'not-found.json': readPage('not-found.json') }))
      return site.problems.map((problem) => `${problem.where}: ${problem.message}`)
    }
    expect(problemsWith('farmers', { farmers: { collection: 'farmers', ids: [1, 99] } })).toEqual([
      expect.stringMatching(/\(farmers-carousel "farmers"\) → props\.farmers\.ids\[1\]: "farmers" has no record with id 99/),
    ])
    expect(problemsWith('history', { entries: [{ year: '19O6', title: 'Open Farm', description: 'The first barn.' }] })).toEqual([
      expect.stringMatching(/\(timeline "history"\) → props\.entries\[0\]\.year: "19O6"/),
    ])
    // A season's page may date its entries by day instead.
    for (const year of ['21 March', 'March 2027', '1 May 2027']) {
      expect(problemsWith('history', { entries: [{ year, title: 'First lambs', description: 'In the lower field.' }] })).toEqual(
        [],
      )
    }
  })
})

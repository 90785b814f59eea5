/**
 * The design card's promise: editors rearrange a home variant by editing its JSON. A copy of
 * pages-schema/home-2.json with its blocks in a new order and one block hidden goes through the real
 * compiler, the real renderer and the real block views, and comes out in that order without the hidden one.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { PageRenderer } from '../../src/app/page-renderer.tsx'
import { preloadRoute } from '../../src/app/site-loader.ts'
import { compileSite } from '../../src/page-builder/compile-site.ts'

type PageFile = { path: string; blocks: { id: string; type: string; hidden?: boolean }[] }

/** A site folder with the real data and pictures and only the given page files. */
function siteWith(pages: Record<string, PageFile>): string {
  const dir = mkdtempSync(join(tmpdir(), 'home-2-'))
  cpSync(join(process.cwd(), 'data'), join(dir, 'data'), { recursive: true })
  symlinkSync(join(process.cwd(), 'public'), join(dir, 'public'))
  mkdirSync(join(dir, 'pages-schema'))
  for (const [name, page] of Object.entries(pages)) writeFileSync(join(dir, 'pages-schema', name), JSON.stringify(page, null, 2))
  return dir
}

const readPage = (name: string) => JSON.parse(readFileSync(join(process.cwd(), 'pages-schema', name), 'utf8')) as PageFile

describe('/home-2 rearranged by its page file', () => {
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
})

// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { GENERATED_SCHEMA_FILE, PAGES_DIR } from '#build/compile-site.ts'
import { printLike, printPageFile } from './print-page-file.ts'

const pagesDir = join(process.cwd(), PAGES_DIR)
const home2File = join(pagesDir, 'home-2.json')
const home2 = readFileSync(home2File, 'utf8')

type Page = { title: string; blocks: { id: string; type: string; hidden?: boolean; props: Record<string, unknown> }[] }

/** The lines of `after` that are not in `before`, and the other way round. */
function changedLines(before: string, after: string) {
  const a = before.split('\n')
  const b = after.split('\n')
  return { removed: a.filter((line) => !b.includes(line)), added: b.filter((line) => !a.includes(line)) }
}

describe('printing a page file the way it was', () => {
  it('gives back every page file exactly when nothing changed', async () => {
    for (const name of readdirSync(pagesDir).filter((file) => file.endsWith('.json') && file !== GENERATED_SCHEMA_FILE)) {
      const text = readFileSync(join(pagesDir, name), 'utf8')
      expect(await printPageFile(join(pagesDir, name), text, JSON.parse(text)), name).toBe(text)
    }
  })

  it('changes one line for a changed text', async () => {
    const page = JSON.parse(home2) as Page
    page.title = 'Spring at Green Valley'
    const { removed, added } = changedLines(home2, await printPageFile(home2File, home2, page))
    expect(removed).toEqual(['  "title": "Our Farm Story | Green Valley Organic Farm",'])
    expect(added).toEqual(['  "title": "Spring at Green Valley",'])
  })

  it('moves the lines of a moved block and reformats nothing else', async () => {
    const page = JSON.parse(home2) as Page
    const [faq] = page.blocks.splice(6, 1)
    page.blocks.splice(1, 0, faq!)
    const printed = await printPageFile(home2File, home2, page)
    expect(printed.split('\n').sort()).toEqual(home2.split('\n').sort())
    expect(printed).not.toBe(home2)
  })

  it('adds "hidden" on its own line and a new block compactly, as Prettier lays it out', async () => {
    const page = JSON.parse(home2) as Page
    const partners = page.blocks.find((block) => block.id === 'partners')!
    page.blocks[page.blocks.indexOf(partners)] = { id: partners.id, type: partners.type, hidden: true, props: partners.props }
    page.blocks.push({ id: 'faq-2', type: 'faq', props: {} })
    const { removed, added } = changedLines(home2, await printPageFile(home2File, home2, page))
    expect(removed).toEqual(['    }']) // the block that was last gains a comma: "    },"
    expect(added).toEqual(['      "hidden": true,', '    { "id": "faq-2", "type": "faq", "props": {} }'])
  })

  it('keeps an object on several lines when it was, and on one line when it was', () => {
    const template = '{\n  "a": { "x": 1 },\n  "b": {\n    "y": 2\n  }\n}'
    expect(printLike(template, { a: { x: 3 }, b: { y: 4 } })).toBe('{\n"a": {"x": 3}, "b": {\n"y": 4}}')
  })

  it('prints an item like the original item it matches: the same one, the same id, or the one in its place', () => {
    const template = '[{\n"id": "a", "n": 1}, {"id": "b", "n": 2}, {\n"n": 3}]'
    expect(printLike(template, [{ id: 'b', n: 20 }, { id: 'a', n: 1 }, { n: 30 }])).toBe(
      '[{"id": "b", "n": 20}, {\n"id": "a", "n": 1}, {\n"n": 30}]',
    )
  })

  it('writes a page without a template compactly, and keeps the original text of unchanged values', () => {
    expect(printLike(undefined, { a: [1, { b: 'c' }] })).toBe('{"a": [1, {"b": "c"}]}')
    expect(printLike('{"a": "caf\\u00e9", "b": 1}', { a: 'café', b: 2 })).toBe('{"a": "caf\\u00e9", "b": 2}')
  })
})

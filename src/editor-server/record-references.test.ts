// @vitest-environment node
import { cpSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { recordReferences, referencesToRecords } from './record-references.ts'

const repository = process.cwd()

describe('what points at a record', () => {
  it('finds links to its page in menus and in other data files, named by where they are', () => {
    expect(recordReferences(repository, 'products', 1)).toEqual([
      { file: 'data/site.json', label: 'menu "Shop" → children[1].href' },
      { file: 'data/site.json', label: 'menu "Shop" → children[2].href' },
      { file: 'data/product-categories.json', label: 'category 1 "Blueberry" → link' },
    ])
  })

  it('finds a block that picks the record by id, with the page file and block to open', () => {
    expect(recordReferences(repository, 'services', 1)).toContainEqual({
      file: 'pages-schema/home.json',
      label: 'Service highlights (block 3, "services") → services',
      blockIndex: 2,
      pageName: 'home.json',
    })
  })

  it('finds nothing for a record nothing names', () => {
    expect(recordReferences(repository, 'products', 30)).toEqual([])
  })

  it('reads a link with a query or an anchor, on either address of a record with two, and not a longer id', () => {
    const root = realpathSync(mkdtempSync(join(tmpdir(), 'record-references-')))
    for (const folder of ['data', 'pages-schema']) cpSync(join(repository, folder), join(root, folder), { recursive: true })
    writeFileSync(
      join(root, 'pages-schema/about-us.json'),
      JSON.stringify({
        path: '/about-us',
        blocks: [
          { id: 'a', type: 'cta', props: { link: '/farmers/2#skills' } },
          { id: 'b', type: 'cta', props: { link: '/farmer-details/2?tab=1' } },
          { id: 'c', type: 'cta', props: { link: '/farmers/22' } },
        ],
      }),
    )
    const found = referencesToRecords(root, 'farmers', [2]).get(2)!
    expect(found.filter((reference) => reference.pageName === 'about-us.json').map((reference) => reference.label)).toEqual([
      'CTA (block 1, "a") → link',
      'CTA (block 2, "b") → link',
    ])
  })
})

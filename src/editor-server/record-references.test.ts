// @vitest-environment node
import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { recordReferences, referencesToRecords } from './record-references.ts'
import { newFolder } from '#tests/unit/site-folder.ts'

const repository = process.cwd()
// Each place is named as the editor's user knows it: the page by its title and address, a record by its title.
const SETTINGS = { name: 'Site settings', href: '/__edit?settings' }
const HOME_PAGE = `“${(JSON.parse(readFileSync('pages-schema/home.json', 'utf8')) as { title: string }).title.split(' | ')[0]}” (/)`

describe('what points at a record', () => {
  it('finds links to its page in menus and in other data files, named by where they are', () => {
    expect(recordReferences(repository, 'products', 1)).toEqual(
      expect.arrayContaining([
        // In words by the schema's titles; where in the file, as npm run validate names it, under Details.
        {
          file: 'data/site.json',
          label: 'the link “Blueberries Up Close” in the menu “Shop”',
          path: 'menu "Shop" → children[1].href',
          place: SETTINGS,
        },
        {
          file: 'data/site.json',
          label: 'the link “Blueberry Photo Gallery” in the menu “Shop”',
          path: 'menu "Shop" → children[2].href',
          place: SETTINGS,
        },
        {
          file: 'data/product-categories.json',
          label: 'the link',
          path: 'category 1 "Blueberry" → link',
          place: { name: 'Blueberry', href: '/__edit?collection=product-categories&id=1' },
        },
      ]),
    )
  })

  it('counts a pick by position as a use of every record up to its last position: removing one changes the page', () => {
    const firstTwentyFour =
      'the products in the Product grid (block 5) (the first 24 products, by position: removing one moves the next one in; to keep them, choose them as “Chosen records”)'
    const nineToSixteen =
      'the products in the Product grid (block 7) (the products at positions 9–16: removing one at or before them moves them; to keep them, choose them as “Chosen records”)'
    const onHome3 = (id: number) =>
      recordReferences(repository, 'products', id)
        .filter((reference) => reference.pageName === 'home-3.json')
        .map((reference) => reference.label)
    // Product 3 is in no grid by id, yet removing it moves products 4–25 up in the first grid and 10–17 in the second.
    expect(onHome3(3)).toEqual([firstTwentyFour, nineToSixteen])
    expect(onHome3(17)).toEqual([firstTwentyFour])
    expect(onHome3(25)).toEqual([])
  })

  it('counts a block’s default pick by position, and one in data/site.json', () => {
    const labels = recordReferences(repository, 'blog-posts', 3).map((reference) => `${reference.file}: ${reference.label}`)
    expect(labels).toContain(
      'pages-schema/blog-with-sidebar.json: the recent posts in the sidebar in the Blog list (block 2) (the first 3 blog posts, by default, by position: removing one moves the next one in; to keep them, choose them as “Chosen records”)',
    )
    expect(labels).toContain(
      'data/site.json: the recent posts in the footer (the blog posts at positions 2–3: removing one at or before them moves them; to keep them, choose them as “Chosen records”)',
    )
  })

  it('finds a link to its page in a post’s own text, at its line', () => {
    expect(recordReferences(repository, 'products', 6)).toContainEqual({
      file: 'data/blog-posts/3.md',
      label: 'the link on line 27',
      path: 'post 3 "Seven Heirloom Tomatoes Worth Growing T…" → the link on line 27',
      place: { name: 'Seven Heirloom Tomatoes Worth Growing This Summer (its text)', href: '/__edit?collection=blog-posts&id=3' },
    })
  })

  it('finds a block that picks the record by id, with the page file and block to open', () => {
    expect(recordReferences(repository, 'services', 1)).toContainEqual({
      file: 'pages-schema/home.json',
      label: 'the services in the Service highlights (block 3)',
      path: 'blocks[2] (service-highlights "services") → props.services',
      blockIndex: 2,
      pageName: 'home.json',
      place: { name: HOME_PAGE, href: '/__edit?page=home' },
    })
  })

  it('finds nothing for a record nothing names', () => {
    expect(recordReferences(repository, 'products', 30)).toEqual([])
  })

  it('reads a link with a query or an anchor, on either address of a record with two, and not a longer id', () => {
    const root = newFolder('record-references-')
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
      'the link in the CTA (block 1)',
      'the link in the CTA (block 2)',
    ])
  })
})

// @vitest-environment node
/**
 * The editor's data endpoints over a real HTTP server and a throwaway copy of the site: collections, settings,
 * references and picture upload; what they write, and every request they refuse.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { check as prettierCheck, resolveConfig } from 'prettier'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { compileSite } from '#build/compile-site.ts'
import type {
  CollectionSummary,
  DataErrorBody,
  DataPreview,
  DataSaveResult,
  OpenedDataFile,
  RecordReference,
  UploadedPicture,
} from '#page-model/editor-api-types.ts'
import {
  copyOfTheSite,
  serveDuringTheseTests,
  startEditorEndpoint,
  type EditorEndpointServer,
} from '#tests/unit/editor-endpoint-server.ts'
import { fileVersion } from './site-file-writes.ts'
import { PICTURE_ALTS_FILE } from '#data/picture-alts.ts'
import { newFolder } from '#tests/unit/site-folder.ts'

const root = copyOfTheSite('data-endpoint-')
const { call } = serveDuringTheseTests(root)

/** A check or save compiles the whole site twice: seconds while other test files share the cores (decision 150, Timeouts). */
const COMPILES = { timeout: 30_000 }

/** Each test starts from the repository's data files. */
beforeEach(() => {
  cpSync(join(process.cwd(), 'data'), join(root, 'data'), { recursive: true })
})

const dataFile = (file: string) => readFileSync(join(root, file), 'utf8')
type Product = Record<string, unknown> & { id?: number | null; title?: string; price?: string; oldPrice?: string }

async function openProducts() {
  const { body } = await call<OpenedDataFile>('GET', 'collections/products')
  return { version: body.version, records: body.records as Product[] }
}

/** Saves data/products.json without the product `id`, as the editor's Delete does. */
async function saveProductsWithout<T>(id: number) {
  const { version, records } = await openProducts()
  return call<T>('PUT', 'collections/products', { version, records: records.filter((record) => record.id !== id) })
}

/** The lines of `after` that differ from `before`, as a diff shows them (- removed, + added). */
/** Removing the product is refused with this message and this reference among those named, and nothing is written. */
async function expectRemovalRefused(id: number, error: string | RegExp, reference: RecordReference) {
  const before = dataFile('data/products.json')
  const { status, body } = await saveProductsWithout<DataErrorBody>(id)
  expect(status).toBe(422)
  expect(body.error).toEqual(typeof error === 'string' ? error : expect.stringMatching(error))
  expect(body.references).toContainEqual(reference)
  expect(dataFile('data/products.json')).toBe(before)
}

function changedLines(before: string, after: string): string[] {
  const a = before.split('\n')
  const b = after.split('\n')
  let start = 0
  while (start < a.length && a[start] === b[start]) start++
  let endA = a.length
  let endB = b.length
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--
    endB--
  }
  return [...a.slice(start, endA).map((line) => `- ${line.trim()}`), ...b.slice(start, endB).map((line) => `+ ${line.trim()}`)]
}

async function isPrettierFormatted(file: string, text: string): Promise<boolean> {
  const options = (await resolveConfig(join(root, file))) ?? {}
  return prettierCheck(text, { ...options, filepath: join(root, file) })
}

describe('collections', COMPILES, () => {
  it('lists every collection with what its form and its "New" need', async () => {
    const { status, body } = await call<CollectionSummary[]>('GET', 'collections')
    expect(status).toBe(200)
    expect(body.map((collection) => collection.name)).toEqual([
      'blog-posts',
      'products',
      'farmers',
      'testimonials',
      'services',
      'projects',
      'product-categories',
      'team',
      'brands',
    ])
    const products = body.find((collection) => collection.name === 'products')!
    expect(products).toMatchObject({ label: 'Products', noun: 'product', file: 'data/products.json', count: 32 })
    expect(products).toMatchObject({ titleField: 'title', pictureField: 'thumb' })
    // The form is made from the record as the file holds it: the earlier price, never "onSale" or "discount".
    const fields = Object.keys((products.recordSchema as { properties: object }).properties)
    expect(fields).toContain('oldPrice')
    expect(fields).not.toContain('discount')
    expect(products.example).toMatchObject({ title: 'Wild Blueberries', price: '$6.50' })
    expect(products.example).not.toHaveProperty('id')
    expect(products.example).not.toHaveProperty('sku')
    // A new post starts from the first one's fields, without its readers' comments.
    const posts = body.find((collection) => collection.name === 'blog-posts')!
    expect(posts.example).toMatchObject({ title: 'How We Build Living Soil Without Synthetic Fertilisers' })
  })

  it('opens a collection: its text, version and records', async () => {
    const { status, body } = await call<OpenedDataFile>('GET', 'collections/farmers')
    expect(status).toBe(200)
    expect(body.text).toBe(dataFile('data/farmers.json'))
    expect(body.version).toBe(fileVersion(body.text))
    expect(body.records?.[0]).toMatchObject({ id: 1, name: 'Daniel Whitmore' })
    expect(body.problems).toEqual([])
  })

  it('a collection file with a syntax error has no records and that error as its only problem', async () => {
    writeFileSync(
      join(root, 'data/products.json'),
      dataFile('data/products.json').replace('"id": 2,', '"id": 2').replace('"id": 3,', '"id": 3'),
    )
    const { body } = await call<OpenedDataFile>('GET', 'collections/products')
    expect(body.records).toBeUndefined()
    expect(body.problems).toHaveLength(1)
    expect(body.problems[0]!.printed).toMatch(/^data\/products\.json:\d+:\d+ /)
  })

  it('says which collections there are when asked for another', async () => {
    const { status, body } = await call<DataErrorBody>('GET', 'collections/recipes')
    expect(status).toBe(404)
    expect(body.error).toMatch(/"recipes" is not a collection of data\/; the collections are blog-posts, products/)
  })

  it('checks records without writing them, each problem at its record and field', async () => {
    const { records } = await openProducts()
    records[0] = { ...records[0], oldPrice: '$5.00' }
    const before = dataFile('data/products.json')
    const { status, body } = await call<{ problems: { path: unknown[]; message: string }[] }>(
      'POST',
      'collections/products/check',
      { records },
    )
    expect(status).toBe(200)
    expect(body.problems).toMatchObject([
      {
        path: [0, 'oldPrice'],
        message: 'must be above the price ($6.50): it is the price before the sale; remove it to end the sale',
      },
    ])
    expect(dataFile('data/products.json')).toBe(before)
  })
})

describe('saving a collection', COMPILES, () => {
  it('puts Wild Blueberries on sale at $7.00 from $8.50: only those lines change, and the file stays Prettier-formatted', async () => {
    const before = dataFile('data/products.json')
    const { version, records } = await openProducts()
    const { oldPrice: _none, ...blueberries } = records[0]!
    records[0] = { ...blueberries, price: '$7.00', oldPrice: '$8.50' }
    // The form sends the record's fields in its own order: the file keeps its key order all the same.
    const { status, body } = await call<DataSaveResult>('PUT', 'collections/products', { version, records })
    expect(status).toBe(200)
    const after = dataFile('data/products.json')
    expect(body).toEqual({ version: fileVersion(after), text: after })
    expect(changedLines(before, after)).toEqual(['- "price": "$6.50",', '+ "price": "$7.00",', '+ "oldPrice": "$8.50",'])
    expect(await isPrettierFormatted('data/products.json', after)).toBe(true)
  })

  it('gives a new record the next free id and writes it like its neighbours', async () => {
    const { version, records } = await openProducts()
    const { body: list } = await call<CollectionSummary[]>('GET', 'collections')
    const example = list.find((collection) => collection.name === 'products')!.example
    records.push({ ...example, id: null, title: 'Quince Jelly', price: '$4.50' })
    const { status } = await call<DataSaveResult>('PUT', 'collections/products', { version, records })
    expect(status).toBe(200)
    const after = dataFile('data/products.json')
    const saved = (JSON.parse(after) as { products: Product[] }).products
    expect(saved.at(-1)).toMatchObject({ id: 33, title: 'Quince Jelly', price: '$4.50' })
    expect(after).toContain('    {\n      "id": 33,\n      "title": "Quince Jelly",\n')
    expect(await isPrettierFormatted('data/products.json', after)).toBe(true)
  })

  it('refuses a stale version with 409 and the version on disk, writing nothing', async () => {
    const { records } = await openProducts()
    const before = dataFile('data/products.json')
    const { status, body } = await call<DataErrorBody>('PUT', 'collections/products', { version: 'stale', records })
    expect(status).toBe(409)
    expect(body.version).toBe(fileVersion(before))
    expect(body.error).toMatch(/changed elsewhere since you opened it; nothing was written/)
    expect(dataFile('data/products.json')).toBe(before)
  })

  it('refuses records with problems with 422 and every problem, writing nothing', async () => {
    const { version, records } = await openProducts()
    records[1] = { ...records[1], price: '2.80', discount: 10 }
    const before = dataFile('data/products.json')
    const { status, body } = await call<DataErrorBody>('PUT', 'collections/products', { version, records })
    expect(status).toBe(422)
    expect(body.problems?.map((problem) => problem.path)).toEqual(
      expect.arrayContaining([
        [1, 'price'],
        [1, 'discount'],
      ]),
    )
    expect(dataFile('data/products.json')).toBe(before)
  })

  it('refuses to remove a product a page points at, naming each page and block', async () => {
    await expectRemovalRefused(
      25,
      'Refused: product 25 "Whole Jersey Milk" is still used; change the places that use it first. Nothing was written.',
      {
        file: 'pages-schema/home-4.json',
        label: 'the link in the product type “Fresh Milk” in the Product types (block 4)',
        path: 'blocks[3] (product-types "product-types") → props.items[0].link',
        blockIndex: 3,
        pageName: 'home-4.json',
        place: { name: '“Our Dairy” (/home-4)', href: '/__edit?page=home-4' },
      },
    )
  })

  it('refuses to remove a product a page picks by position, which would change that page, and names it', async () => {
    await expectRemovalRefused(3, /^Refused: product 3 ".*" is still used; change the places that use it first\./, {
      file: 'pages-schema/home-3.json',
      label:
        'the products in the Product grid (block 5) (the first 24 products, by position: removing one moves the next one in; to keep them, choose them as “Chosen records”)',
      path: 'blocks[4] (product-grid "featured-products") → props.products',
      blockIndex: 4,
      pageName: 'home-3.json',
      place: { name: '“In Season Now” (/home-3)', href: '/__edit?page=home-3' },
    })
  })

  it('removes a record nothing points at', async () => {
    const { body: references } = await call<RecordReference[]>('GET', 'references/products/30')
    expect(references).toEqual([])
    const { status } = await saveProductsWithout<DataSaveResult>(30)
    expect(status).toBe(200)
    expect(dataFile('data/products.json')).not.toContain('"Farmhouse Kefir"')
  })

  it('refuses a save from another origin, and one without an Origin', async () => {
    const { version, records } = await openProducts()
    const foreign = await call<DataErrorBody>(
      'PUT',
      'collections/products',
      { version, records },
      { Origin: 'https://evil.example' },
    )
    expect(foreign.status).toBe(403)
    const bare = await call<DataErrorBody>('PUT', 'collections/products', { version, records }, { Origin: undefined })
    expect(bare.status).toBe(403)
  })
})

describe('references', () => {
  it('names the menus of data/site.json and the blocks that pick a record', async () => {
    const farmer = await call<RecordReference[]>('GET', 'references/farmers/1')
    expect(farmer.body).toContainEqual({
      file: 'data/site.json',
      label: 'the link “Meet a Farmer” in the menu “Pages”',
      path: 'menu "Pages" → children[2].href',
      place: { name: 'Site settings', href: '/__edit?settings' },
    })
    const post = await call<RecordReference[]>('GET', 'references/blog-posts/2')
    expect(post.body).toContainEqual({
      file: 'pages-schema/home-2.json',
      label:
        'the listed posts in the Blog highlights (block 10) (the blog posts at positions 2–3: removing one at or before them moves them; to keep them, choose them as “Chosen records”)',
      path: 'blocks[9] (blog-highlights "blog") → props.list',
      blockIndex: 9,
      pageName: 'home-2.json',
      place: { name: '“Our Farm Story” (/home-2)', href: '/__edit?page=home-2' },
    })
  })

  it('counts a block that picks records by position as pointing at the record in that place', async () => {
    // home-3's product grid shows the products at places 9–16: product 10 is the 10th.
    const { body } = await call<RecordReference[]>('GET', 'references/products/10')
    expect(body).toContainEqual(
      expect.objectContaining({
        pageName: 'home-3.json',
        label: expect.stringMatching(/^the products in the Product grid \(block 7\) \(the products at positions 9–16/),
      }),
    )
  })

  it('refuses an id that is not a number', async () => {
    expect((await call<DataErrorBody>('GET', 'references/products/abc')).status).toBe(400)
  })
})

describe('preview of unsaved data', COMPILES, () => {
  type Preview = DataPreview & DataErrorBody
  const recordOnPage = (preview: DataPreview, id: number) => preview.page?.entity?.records[String(id)]

  it('compiles a record’s page with the unsaved records, writes nothing, and leaves the site drawn from the saved file', async () => {
    const before = dataFile('data/products.json')
    const { records } = await openProducts()
    records[0] = { ...records[0], price: '$7.00', oldPrice: '$8.50' }
    const { status, body } = await call<Preview>('POST', 'collections/products/preview', { page: 'shop-single.json', records })
    expect(status).toBe(200)
    expect(body.draftUsed).toBe(true)
    expect(recordOnPage(body, 1)).toMatchObject({ title: 'Wild Blueberries', price: '$7.00', oldPrice: '$8.50', onSale: true })
    expect(dataFile('data/products.json')).toBe(before)
    // Without records: the saved file, so the draft did not stay in the records pages are drawn from.
    const saved = await call<Preview>('POST', 'collections/products/preview', { page: 'shop-single.json' })
    expect(recordOnPage(saved.body, 1)).toMatchObject({ price: '$6.50', onSale: false })
    expect(compileSite(root).pages.find((page) => page.name === 'shop-single')?.entity?.records['1']).toMatchObject({
      price: '$6.50',
    })
  })

  it('gives a new record, not saved yet, the id it will have', async () => {
    const { records } = await openProducts()
    const highest = Math.max(...records.map((record) => record.id ?? 0))
    // A copy of the first product with a name and SKU of its own (an SKU may not be used twice).
    records.push({ ...records[0], id: undefined, sku: 'GV-DAI-099', title: 'Farmhouse Kefir' })
    const { body } = await call<Preview>('POST', 'collections/products/preview', { page: 'shop-single.json', records })
    expect(body.draftUsed).toBe(true)
    expect(recordOnPage(body, highest + 1)).toMatchObject({ title: 'Farmhouse Kefir' })
  })

  it('says when the draft cannot be used (a problem in the file) and shows the saved records', async () => {
    const { records } = await openProducts()
    records[0] = { ...records[0], price: 'seven dollars' }
    const { body } = await call<Preview>('POST', 'collections/products/preview', { page: 'shop-single.json', records })
    expect(body.draftUsed).toBe(false)
    expect(recordOnPage(body, 1)).toMatchObject({ price: '$6.50' })
  })

  it('compiles a page with unsaved settings and gives the settings the frame shows', async () => {
    const { body: opened } = await call<OpenedDataFile>('GET', 'settings')
    const site = opened.records![0]! as { contact: Record<string, unknown> }
    const value = { ...site, contact: { ...site.contact, phone: '+1 (555) 010-9999' } }
    const { status, body } = await call<Preview>('POST', 'settings/preview', { page: 'home-2.json', value })
    expect(status).toBe(200)
    expect(body).toMatchObject({ draftUsed: true, page: { path: '/home-2' }, site: { contact: { phone: '+1 (555) 010-9999' } } })
    expect(dataFile('data/site.json')).toBe(opened.text)
  })

  it('refuses an unknown page, a request naming none, and another origin', async () => {
    const unknown = await call<Preview>('POST', 'collections/products/preview', { page: 'nowhere.json' })
    expect(unknown).toMatchObject({ status: 404, body: { error: '"nowhere.json" is not a page file of pages-schema/.' } })
    const unnamed = await call<Preview>('POST', 'settings/preview', {})
    expect(unnamed).toMatchObject({ status: 400, body: { error: expect.stringContaining('names no "page"') } })
    const foreign = await call<Preview>(
      'POST',
      'collections/products/preview',
      { page: 'shop-single.json' },
      { Origin: 'https://evil.example' },
    )
    expect(foreign.status).toBe(403)
  })
})

describe('settings', COMPILES, () => {
  it('opens data/site.json as one record and saves a changed phone number as one changed line', async () => {
    const before = dataFile('data/site.json')
    const { body: opened } = await call<OpenedDataFile>('GET', 'settings')
    expect(opened).toMatchObject({ name: 'settings', file: 'data/site.json', text: before, problems: [] })
    const site = opened.records![0]! as { contact: Record<string, unknown> }
    const phone = Object.entries(site.contact).find(([, value]) => typeof value === 'string' && /\d{3}/.test(value))!
    // The form may send the fields in another order: the file keeps its own.
    const value = Object.fromEntries(
      Object.entries({ ...site, contact: { ...site.contact, [phone[0]]: '+1 (555) 010-9999' } }).reverse(),
    )
    const { status } = await call<DataSaveResult>('PUT', 'settings', { version: opened.version, value })
    expect(status).toBe(200)
    const changed = changedLines(before, dataFile('data/site.json'))
    expect(changed).toHaveLength(2)
    expect(changed[1]).toContain('+1 (555) 010-9999')
  })

  it('refuses a stale version and settings with problems', async () => {
    const { body: opened } = await call<OpenedDataFile>('GET', 'settings')
    const stale = await call<DataErrorBody>('PUT', 'settings', { version: 'old', value: opened.records![0] })
    expect(stale.status).toBe(409)
    const broken = await call<DataErrorBody>('PUT', 'settings', {
      version: opened.version,
      value: { ...opened.records![0], name: '' },
    })
    expect(broken.status).toBe(422)
    expect(broken.body.problems?.[0]?.path).toEqual([0, 'name'])
  })
})

describe('pictures', () => {
  let pictureRoot: string
  let pictureServer: EditorEndpointServer

  beforeAll(async () => {
    // A site of its own whose public/art is empty: uploads must not land in the repository's public/.
    pictureRoot = newFolder('picture-upload-')
    mkdirSync(join(pictureRoot, 'public/art/blog'), { recursive: true })
    mkdirSync(join(pictureRoot, 'data'))
    cpSync(join(process.cwd(), '.prettierrc.json'), join(pictureRoot, '.prettierrc.json'))
    pictureServer = await startEditorEndpoint(pictureRoot)
  })

  afterAll(() => pictureServer.close())

  const photo = (format: 'png' | 'jpeg' | 'webp', width = 1600, height = 1000) =>
    sharp({ create: { width, height, channels: 3, background: { r: 90, g: 140, b: 60 } } })
      .toFormat(format)
      .toBuffer()

  const upload = (bytes: Buffer, headers: Record<string, string | undefined>) =>
    pictureServer.call<UploadedPicture & DataErrorBody>('POST', 'pictures', bytes, {
      'Content-Type': 'image/png',
      'x-picture-name': 'Spring Lambs.PNG',
      'x-picture-folder': 'blog',
      'x-picture-alt': encodeURIComponent('Two lambs in the orchard grass'),
      ...headers,
    })

  const widthOf = async (path: string) => (await sharp(join(pictureRoot, 'public', path)).metadata()).width

  it('stores a blog picture in the three sizes the site draws, keeps its alt text, and lists it at once', async () => {
    const { status, body } = await upload(await photo('png'), {})
    expect(status).toBe(200)
    expect(body.path).toBe('/art/blog/spring-lambs.webp')
    expect(await widthOf('/art/blog/spring-lambs.webp')).toBe(1200)
    expect(await widthOf('/art/blog/spring-lambs@720w.webp')).toBe(720)
    expect(await widthOf('/art/blog/spring-lambs@360w.webp')).toBe(360)
    const { alts } = JSON.parse(readFileSync(join(pictureRoot, PICTURE_ALTS_FILE), 'utf8')) as { alts: Record<string, string> }
    expect(alts['/art/blog/spring-lambs.webp']).toBe('Two lambs in the orchard grass')
    const { body: altsServed } = await pictureServer.call<Record<string, string>>('GET', 'picture-alts')
    expect(altsServed).toEqual({ '/art/blog/spring-lambs.webp': 'Two lambs in the orchard grass' })
    const { body: pictures } = await pictureServer.call<string[]>('GET', 'pictures')
    expect(pictures).toContain('/art/blog/spring-lambs.webp')
    expect(pictures.filter((picture) => picture.includes('@'))).toEqual([])
  })

  it('never replaces a picture: the same name again gets a number', async () => {
    const first = await upload(await photo('jpeg'), { 'Content-Type': 'image/jpeg', 'x-picture-name': 'Hay.jpg' })
    const second = await upload(await photo('jpeg'), { 'Content-Type': 'image/jpeg', 'x-picture-name': 'Hay.jpg' })
    expect([first.body.path, second.body.path]).toEqual(['/art/blog/hay.webp', '/art/blog/hay-2.webp'])
  })

  it('stores a product photo at 600 px and its 1200 px "@2x" file, square', async () => {
    mkdirSync(join(pictureRoot, 'public/art/products'), { recursive: true })
    const { body } = await upload(await photo('webp'), {
      'Content-Type': 'image/webp',
      'x-picture-name': 'quince.webp',
      'x-picture-folder': 'products',
    })
    expect(body.path).toBe('/art/products/quince.webp')
    const large = await sharp(join(pictureRoot, 'public/art/products/quince@2x.webp')).metadata()
    expect([await widthOf('/art/products/quince.webp'), large.width, large.height]).toEqual([600, 1200, 1200])
  })

  it('refuses a picture without alt text', async () => {
    const { status, body } = await upload(await photo('png'), { 'x-picture-alt': undefined })
    expect(status).toBe(422)
    expect(body.error).toMatch(/a picture needs its alt text/)
  })

  it('refuses a file that is not a JPEG, PNG or WebP by its bytes, whatever its type says', async () => {
    const { status, body } = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), {})
    expect(status).toBe(422)
    expect(body.error).toMatch(/not a JPEG, PNG or WebP picture/)
    expect((await upload(await photo('png'), { 'Content-Type': 'image/gif' })).status).toBe(415)
  })

  it('refuses a damaged picture, a folder the site has no sizes for, and a picture over 15 MB', async () => {
    const cut = (await photo('png')).subarray(0, 200)
    expect((await upload(cut, {})).body.error).toMatch(/could not be read/)
    expect((await upload(await photo('png'), { 'x-picture-folder': '../../src' })).status).toBe(422)
    const huge = Buffer.alloc(15 * 1024 * 1024 + 1)
    expect((await upload(huge, {})).status).toBe(413)
    expect(existsSync(join(pictureRoot, 'public/art/blog/spring-lambs-2.webp'))).toBe(false)
  })

  it('never writes through a picture folder that is a link: refused, naming it, and nothing lands where it leads', async () => {
    const elsewhere = newFolder('pictures-elsewhere-')
    mkdirSync(join(pictureRoot, 'public/art'), { recursive: true })
    symlinkSync(elsewhere, join(pictureRoot, 'public/art/people'))
    const { status, body } = await upload(await photo('png'), { 'x-picture-folder': 'people' })
    expect(status).toBe(400)
    expect(body.error).toBe(
      `Refused: public/art/people is a link (to ${elsewhere}); the editor does not write through links, so nothing lands outside public/. Make public/art/people a folder of its own.`,
    )
    expect(readdirSync(elsewhere)).toEqual([])
  })

  it('refuses a 30,000 × 30,000 picture, saying its size and the largest accepted', async () => {
    // A small JPEG whose header claims 30,000 × 30,000 pixels (900 million): a few bytes, gigabytes to decode.
    const small = await photo('jpeg', 64, 48)
    const frame = small.indexOf(Buffer.from([0xff, 0xc0]))
    const huge = Buffer.from(small)
    huge.writeUInt16BE(30_000, frame + 5)
    huge.writeUInt16BE(30_000, frame + 7)
    const { status, body } = await upload(huge, { 'Content-Type': 'image/jpeg', 'x-picture-name': 'Huge.jpg' })
    expect(status).toBe(422)
    expect(body.error).toBe(
      'Refused: the picture is 30,000 × 30,000 pixels; the largest accepted is 16,383 × 16,383 (268 million pixels): export it smaller, e.g. 3000 pixels wide, which is more than the site draws.',
    )
    expect(existsSync(join(pictureRoot, 'public/art/blog/huge.webp'))).toBe(false)
  })

  it('refuses an upload from another origin', async () => {
    const { status } = await upload(await photo('png'), { Origin: 'https://evil.example' })
    expect(status).toBe(403)
  })
})

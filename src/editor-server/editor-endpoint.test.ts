// @vitest-environment node
/**
 * The page editor's endpoint over a real HTTP server and a throwaway copy of the site: what it answers,
 * what it writes, and every request it refuses.
 */
import { readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type {
  CheckResult,
  EditorCatalogue,
  EditorErrorBody,
  OpenedPageFile,
  PageFileSummary,
  SaveResult,
} from '#page-model/editor-api-types.ts'
import { foreignRequestRefusal } from './editor-endpoint.ts'
import { copyOfTheSite, serveDuringTheseTests, type EndpointAnswer } from '#tests/unit/editor-endpoint-server.ts'
import { fileVersion } from './site-file-writes.ts'

const root = copyOfTheSite('editor-endpoint-')
const { call, origin } = serveDuringTheseTests(root)

const pageFile = (name: string) => join(root, 'pages-schema', name)
const home2 = () =>
  JSON.parse(readFileSync(pageFile('home-2.json'), 'utf8')) as {
    title: string
    description: string
    path: string
    blocks: { id: string; props: Record<string, unknown> }[]
  }

describe('reading', () => {
  it('lists the page files with their paths and titles', async () => {
    const { status, body } = await call<{ pages: PageFileSummary[] }>('GET', 'pages')
    expect(status).toBe(200)
    expect(body.pages).toContainEqual(
      expect.objectContaining({ name: 'home-2.json', path: '/home-2', title: 'Our Farm Story | Green Valley Organic Farm' }),
    )
    expect(body.pages.map((page) => page.name)).not.toContain('page.schema.json')
    expect(body.pages.find((page) => page.name === 'shop-single.json')).toMatchObject({
      entity: { collection: 'products', param: 'id' },
    })
  })

  it('says which pages are about one record, and which list a collection’s records (the content editor’s preview)', async () => {
    const { body } = await call<{ pages: PageFileSummary[] }>('GET', 'pages')
    const page = (name: string) => body.pages.find((candidate) => candidate.name === name)!
    expect(page('shop-single.json').entity).toEqual({ collection: 'products', param: 'id' })
    expect(page('shop-single.json').canonical).toBeUndefined()
    expect(page('shop-single-thumb.json').canonical).toBe('/shop-single/:id')
    // The shop's catalogue lists products by its default; home-3 names them in the file.
    expect(page('shop.json').lists).toEqual(['products'])
    expect(page('home-3.json').lists).toContain('products')
    expect(page('about-us.json').entity).toBeUndefined()
    // Named in words where the title is a pattern ("{title} | …"), in the page chooser.
    expect(page('shop-single.json').recordPage).toBe('Each product’s page (shop single)')
    expect(page('about-us.json').recordPage).toBeUndefined()
  })

  it('opens a page file: its text, version and value', async () => {
    const { status, body } = await call<OpenedPageFile>('GET', 'page-file?name=home-2.json')
    expect(status).toBe(200)
    expect(body.text).toBe(readFileSync(pageFile('home-2.json'), 'utf8'))
    expect(body.value).toEqual(home2())
    expect(body.version).toMatch(/^[0-9a-f]{16}$/)
    expect(body.problems).toEqual([])
  })

  it('describes the blocks and what the pickers offer', async () => {
    const { body } = await call<EditorCatalogue>('GET', 'catalogue')
    const faq = body.blocks.find((block) => block.type === 'faq')!
    expect(faq.description).toMatch(/Questions and answers/)
    expect(faq.example).toHaveProperty('items')
    // Any page takes an FAQ; the product details need a page bound to products.
    expect(faq.entity).toEqual([])
    expect(body.blocks.find((block) => block.type === 'product-details')!.entity).toEqual(['products'])
    expect(body.pictures).toContain('/art/products/pears.webp')
    // A new picture goes in a folder whose sizes the upload knows.
    expect(body.pictureFolders).toEqual(expect.arrayContaining(['products', 'blog', 'people']))
    expect(body.pictureFolders).not.toContain('icons')
    // Not the "@2x" and "@720w" files the site pairs with a picture itself.
    expect(body.pictures.filter((picture) => picture.includes('@'))).toEqual([])
    expect(body.links).toContainEqual({ href: '/about-us', label: 'About Us' })
    expect(body.links).toContainEqual({ href: '/shop-single/1', label: 'Wild Blueberries' })
    expect(body.entityPages.products).toEqual(expect.arrayContaining(['shop-single.json', 'shop-single-thumb.json']))
    expect(body.collections.farmers![0]).toEqual({ id: 1, title: 'Daniel Whitmore', thumb: '/art/people/farmer-1.webp' })
  })

  it('says so when a page file does not exist', async () => {
    const { status, body } = await call<EditorErrorBody>('GET', 'page-file?name=nowhere.json')
    expect(status).toBe(404)
    expect(body.error).toBe('pages-schema/nowhere.json does not exist.')
  })
})

describe('checking a draft', () => {
  it('compiles a draft without problems for the preview', async () => {
    const page = home2()
    page.title = 'Spring | Green Valley Organic Farm'
    const { body } = await call<CheckResult>('POST', 'check', { name: 'home-2.json', page })
    expect(body.problems).toEqual([])
    expect(body.preview?.addresses).toEqual([{ url: '/home-2', label: '/home-2' }])
    expect(body.preview?.page.title).toBe('Spring | Green Valley Organic Farm')
  })

  it('offers every address of a page to preview: each record of an entity page, each page of a numbered list', async () => {
    const open = async (name: string) => (await call<OpenedPageFile>('GET', `page-file?name=${name}`)).body.preview!
    const product = await open('shop-single.json')
    expect(product.addresses).toHaveLength(32)
    expect(product.addresses.slice(0, 3)).toEqual([
      { url: '/shop-single/1', label: 'Wild Blueberries · /shop-single/1' },
      { url: '/shop-single/2', label: 'Savoy Cabbage · /shop-single/2' },
      { url: '/shop-single/3', label: 'Garden Strawberries · /shop-single/3' },
    ])
    // A farmer's name, not their title ("Farmer of tomatoes").
    expect((await open('farmer-details.json')).addresses[0]).toEqual({
      url: '/farmer-details/1',
      label: 'Daniel Whitmore · /farmer-details/1',
    })
    const blog = await open('blog-standard.json')
    expect(blog.addresses.map((address) => address.label)).toEqual([
      'Page 1 · /blog-standard',
      'Page 2 · /blog-standard/2',
      'Page 3 · /blog-standard/3',
      'Page 4 · /blog-standard/4',
      'Page 5 · /blog-standard/5',
    ])
  })

  it('reports the problems `npm run validate` would print, each with its place in the page', async () => {
    const page = home2()
    page.blocks[6]!.props.title = ''
    const { body } = await call<CheckResult>('POST', 'check', { name: 'home-2.json', page })
    expect(body.problems).toHaveLength(1)
    const [problem] = body.problems
    expect(problem!.path).toEqual(['blocks', 6, 'props', 'title'])
    expect(problem!.printed).toMatch(
      /^pages-schema\/home-2.json:\d+:\d+ {2}blocks\[6\] \(faq "faq"\) → props.title: is empty — write the text, or remove the setting to use its default$/,
    )
    expect(body.preview).toBeUndefined()
  })

  it('reports text the site would show wrongly: control characters, a blank or an endless title', async () => {
    const problemsOf = async (title: string) =>
      (await call<CheckResult>('POST', 'check', { name: 'home-2.json', page: { ...home2(), title } })).body.problems.map(
        (problem) => `${problem.path.join('.')}: ${problem.message}${problem.hint ? ` — ${problem.hint}` : ''}`,
      )
    expect(await problemsOf('Home\u0000\u0007')).toEqual([
      'title: "Home\\u0000\\u0007" is not in the expected form — holds the invisible control character U+0000 at character 5: remove it',
    ])
    expect(await problemsOf('   ')).toEqual(['title: "   " is not in the expected form — must hold words, not only spaces'])
    expect(await problemsOf('x'.repeat(10_000))).toEqual(['title: is 10000 characters long — at most 70 fit here: shorten it'])
  })

  it('reports the problems of data files apart: the page cannot fix them, and they do not stop a save', async () => {
    const products = join(root, 'data/products.json')
    const before = readFileSync(products, 'utf8')
    writeFileSync(products, before.replace('"price": "$6.50",', '"price": "$6.50"'))
    try {
      const { body } = await call<CheckResult>('POST', 'check', { name: 'home-2.json', page: home2() })
      expect(body.problems).toEqual([])
      expect(body.dataProblems.map((problem) => problem.printed)).toEqual([
        'data/products.json:17:23  JSON syntax error: a comma is missing — add a comma after "$6.50"',
      ])
      // Named by what it is in, with its form's address (the printed line goes under Details): a file that does not
      // read as JSON by its collection.
      expect(body.dataProblems[0]!.place).toEqual({ name: 'Products', href: '/__edit?collection=products' })
    } finally {
      writeFileSync(products, before)
    }
  })

  it('reports a problem the draft causes in another file: two pages with one path', async () => {
    const page = { ...home2(), path: '/home-3' }
    const { body } = await call<CheckResult>('POST', 'check', { name: 'home-2.json', page })
    expect(body.problems.map((problem) => problem.message)).toContainEqual(
      expect.stringMatching(/"\/home-3" is already the path of/),
    )
    const elsewhere = body.problems.filter((problem) => problem.file !== 'pages-schema/home-2.json')
    // The menu's link to /home-2, named by where the editor changes it.
    expect(elsewhere.map((problem) => [problem.file, problem.place])).toEqual([
      ['data/site.json', { name: 'Site settings', href: '/__edit?settings' }],
    ])
  })
})

describe('saving', () => {
  it('writes a draft that validates, formatted like the file, and gives the new version', async () => {
    const before = readFileSync(pageFile('about-us.json'), 'utf8')
    const opened = (await call<OpenedPageFile>('GET', 'page-file?name=about-us.json')).body
    const page = opened.value as { title: string }
    page.title = 'About Green Valley | Green Valley Organic Farm'
    const { status, body } = await call<SaveResult>('POST', 'save', { name: 'about-us.json', page, version: opened.version })
    expect(status).toBe(200)
    const after = readFileSync(pageFile('about-us.json'), 'utf8')
    expect(body.text).toBe(after)
    expect(body.version).not.toBe(opened.version)
    expect(after.split('\n').filter((line) => !before.split('\n').includes(line))).toEqual([
      '  "title": "About Green Valley | Green Valley Organic Farm",',
    ])
  })

  it('creates a new page file in the layout of the one it was made from', async () => {
    const page = { ...home2(), path: '/spring-home', title: 'Spring', description: 'Spring on the farm.' }
    const { status } = await call<SaveResult>('POST', 'save', { name: 'spring-home.json', page, layoutFrom: 'home-2.json' })
    expect(status).toBe(200)
    const original = home2()
    expect(readFileSync(pageFile('spring-home.json'), 'utf8')).toBe(
      readFileSync(pageFile('home-2.json'), 'utf8')
        .replace('"path": "/home-2"', '"path": "/spring-home"')
        .replace(JSON.stringify(original.title), '"Spring"')
        .replace(JSON.stringify(original.description), '"Spring on the farm."'),
    )
  })
})

describe('refusals', () => {
  const valid = () => ({ name: 'home-2.json', page: home2(), version: undefined as string | undefined })

  async function expectRefusal(answer: Promise<EndpointAnswer<EditorErrorBody>>, status: number, message: RegExp) {
    const before = readFileSync(pageFile('home-2.json'), 'utf8')
    const { status: actual, body } = await answer
    expect(actual).toBe(status)
    expect(body.error).toMatch(message)
    expect(readFileSync(pageFile('home-2.json'), 'utf8')).toBe(before)
  }

  it('refuses a write without an Origin header', () =>
    expectRefusal(
      call('POST', 'save', valid(), { Origin: undefined }),
      403,
      /must come from the editor page \(it has no Origin header\)/,
    ))

  it('refuses a write from another origin', () =>
    expectRefusal(
      call('POST', 'save', valid(), { Origin: 'http://evil.example' }),
      403,
      /only answers its own pages .*not http:\/\/evil.example/,
    ))

  it('refuses a write from another port of the same host', () =>
    expectRefusal(call('POST', 'save', valid(), { Origin: 'http://127.0.0.1:1' }), 403, /only answers its own pages/))

  it('refuses a read from another origin', () =>
    expectRefusal(
      call('GET', 'page-file?name=home-2.json', undefined, { Origin: 'http://evil.example' }),
      403,
      /only answers its own pages/,
    ))

  it('refuses what the browser marks as cross-site', () =>
    expectRefusal(call('GET', 'pages', undefined, { 'Sec-Fetch-Site': 'cross-site' }), 403, /this request is cross-site/))

  it('refuses a body that is not JSON', async () => {
    await expectRefusal(
      call('POST', 'save', 'name=home-2.json', { 'Content-Type': 'application/x-www-form-urlencoded' }),
      415,
      /send the page as JSON/,
    )
    await expectRefusal(call('POST', 'save', '{"name": '), 400, /not valid JSON/)
    await expectRefusal(call('POST', 'save', '[1, 2]'), 400, /must be a JSON object/)
  })

  it('refuses a body over 1 MB', () =>
    expectRefusal(call('POST', 'save', { ...valid(), padding: 'x'.repeat(1024 * 1024) }), 413, /larger than 1 MB/))

  it('refuses files outside pages-schema/, other files and the generated schema', async () => {
    await expectRefusal(call('POST', 'save', { ...valid(), name: '../package.json' }), 400, /leads out of pages-schema/)
    await expectRefusal(
      call('POST', 'save', { ...valid(), name: join(root, 'pages-schema', 'home-2.json') }),
      400,
      /absolute path/,
    )
    await expectRefusal(call('POST', 'save', { ...valid(), name: 'home-2.txt' }), 400, /not a page file: page files end in .json/)
    await expectRefusal(call('POST', 'save', { ...valid(), name: 'page.schema.json' }), 400, /generated by `npm run schema`/)
    writeFileSync(join(root, 'secret.json'), '{}')
    symlinkSync(join(root, 'secret.json'), pageFile('linked.json'))
    await expectRefusal(
      call('POST', 'save', { ...valid(), name: 'linked.json', version: 'x' }),
      400,
      /a link to a file outside pages-schema/,
    )
    expect(readFileSync(join(root, 'secret.json'), 'utf8')).toBe('{}')
  })

  it('refuses a page with problems, and lists them', async () => {
    const opened = (await call<OpenedPageFile>('GET', 'page-file?name=home-2.json')).body
    const page = home2()
    page.blocks[0]!.props.autoplayMs = 'fast'
    const answer = call<EditorErrorBody>('POST', 'save', { name: 'home-2.json', page, version: opened.version })
    await expectRefusal(answer, 422, /^Refused: the page would have a problem; nothing was written.$/)
    expect((await answer).body.problems?.[0]?.path).toEqual(['blocks', 0, 'props', 'autoplayMs'])
  })

  it('refuses to overwrite a file changed on disk since the editor opened it', async () => {
    const opened = (await call<OpenedPageFile>('GET', 'page-file?name=home-2.json')).body
    const file = pageFile('home-2.json')
    const text = readFileSync(file, 'utf8')
    writeFileSync(file, text.replace('Our Farm Story', 'Our Farm Story (edited by hand)'))
    const answer = call<EditorErrorBody>('POST', 'save', { name: 'home-2.json', page: home2(), version: opened.version })
    const { status, body } = await answer
    expect(status).toBe(409)
    expect(body.error).toMatch(/changed elsewhere since you opened it; nothing was written/)
    expect(readFileSync(file, 'utf8')).toMatch(/edited by hand/)
    writeFileSync(file, text)
  })

  /** Each delay from 0 to 24 ms once (until 2026-11-30, twice each: 50 saves, 17 s on a busy machine). */
  const RACES = 25
  it('never loses a hand edit made while a save is checked and written (25 races, 0 to 24 ms apart); a refusal names the version on disk', async () => {
    const file = pageFile('home-2.json')
    const original = readFileSync(file, 'utf8')
    const outcomes = new Map<number, number>()
    try {
      for (let race = 0; race < RACES; race += 1) {
        writeFileSync(file, original)
        const opened = (await call<OpenedPageFile>('GET', 'page-file?name=home-2.json')).body
        const answer = call<EditorErrorBody>('POST', 'save', { name: 'home-2.json', page: home2(), version: opened.version })
        // From the first moments of the check to past the write, each a millisecond later than the last.
        const afterMs = race
        await new Promise((resolve) => setTimeout(resolve, afterMs))
        const byHand = original.replace('Our Farm Story', `Our Farm Story (by hand, race ${race})`)
        writeFileSync(file, byHand)
        const { status, body } = await answer
        outcomes.set(status, (outcomes.get(status) ?? 0) + 1)
        // The hand edit is the last word either way: found before the write (409), or made after it (200).
        expect(readFileSync(file, 'utf8'), `race ${race}: hand edit ${afterMs} ms after the save began`).toBe(byHand)
        if (status === 409 && /open for writing/.test(body.error)) {
          // The hand edit was being written at the moment of the swap (the file it had opened was moved aside).
          expect(body.error).toMatch(/^Refused: pages-schema\/home-2\.json is open for writing in node \(process \d+\)/)
        } else if (status === 409) {
          expect(body.error).toMatch(/changed elsewhere (while it was being saved|since you opened it); nothing was written/)
          expect(body.version).toBe(fileVersion(byHand))
        } else expect(status).toBe(200)
      }
    } finally {
      writeFileSync(file, original)
    }
    expect([...outcomes.values()].reduce((sum, count) => sum + count)).toBe(RACES)
  }, 60_000) // 25 saves, each checked by compiling the site twice (decision 150, Timeouts)

  it('refuses to create a page over an existing file, or to save one that is gone', async () => {
    await expectRefusal(
      call('POST', 'save', { name: 'home-2.json', page: home2() }),
      409,
      /that page already exists; choose another address/,
    )
    await expectRefusal(
      call('POST', 'save', { name: 'gone.json', page: home2(), version: 'abc' }),
      409,
      /this page was deleted since you opened it/,
    )
  })

  it('refuses a request without a page', () =>
    expectRefusal(call('POST', 'check', { name: 'home-2.json' }), 400, /holds no page/))

  it('refuses a draft nested 5,000 deep with 400 and the reason, on check and on save', async () => {
    const page = home2()
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`
    const draft = { ...page, blocks: [{ ...page.blocks[0], props: { deep: '@' } }] }
    const body = JSON.stringify({ name: 'home-2.json', page: draft }).replace('"@"', deep)
    const reason =
      /^Refused: the draft of pages-schema\/home-2\.json is nested too deeply: 5004 levels of \{ \} and \[ \]; the most a page or data file needs is 7, and 64 are allowed; nothing was written\.$/
    await expectRefusal(call('POST', 'check', body), 400, reason)
    await expectRefusal(call('POST', 'save', body), 400, reason)
  })

  it('names the file a too-deep draft of settings or records is for', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`
    await expectRefusal(
      call('PUT', 'settings', `{"version":"x","value":{"name":${deep}}}`),
      400,
      /^Refused: the draft of data\/site\.json is nested too deeply: 5001 levels of \{ \} and \[ \];.*; nothing was written\.$/,
    )
    await expectRefusal(
      call('PUT', 'collections/products', `{"version":"x","records":[{"title":${deep}}]}`),
      400,
      /^Refused: the draft of data\/products\.json is nested too deeply: 5003 levels/,
    )
  })

  it('refuses other methods and unknown addresses', async () => {
    await expectRefusal(call('GET', 'save'), 405, /GET is not allowed on \/__edit\/api\/save/)
    await expectRefusal(call('DELETE', 'pages', undefined, { Origin: origin() }), 405, /DELETE is not allowed/)
    await expectRefusal(call('GET', 'files'), 404, /not part of the page editor's endpoint/)
  })
})

describe('foreignRequestRefusal', () => {
  it('accepts the editor page itself, and a plain navigation', () => {
    expect(
      foreignRequestRefusal('POST', { host: '127.0.0.1:5173', origin: 'http://127.0.0.1:5173', 'sec-fetch-site': 'same-origin' }),
    ).toBeUndefined()
    expect(foreignRequestRefusal('GET', { host: '127.0.0.1:5173', 'sec-fetch-site': 'none' })).toBeUndefined()
  })

  it('refuses a request without a Host, and an Origin that is not an address', () => {
    expect(foreignRequestRefusal('GET', {})).toBe('Refused: the request names no Host.')
    expect(foreignRequestRefusal('POST', { host: '127.0.0.1:5173', origin: 'null' })).toMatch(/only answers its own pages/)
  })
})

// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { blockRegistry } from '#blocks/registry.ts'
import { faqFixture, postsFixture, productFixture } from '#tests/unit/fixture-registry.ts'
import { imagePath, sitePath } from '#data/schemas.ts'
import { blockFacts, blockSnippet, blockUses, describeDefault, propFacts } from './block-facts.ts'
import { CATALOGUE_DOC_FILE, SCREENSHOT_DIR, blockCatalogueMarkdown, screenshotFile } from './blocks-doc.ts'
import { collectionRef } from '#data/collection-ref.ts'
import { defineBlock } from '#page-model/define-block.ts'
import { catalogueBlocks } from './vite-plugin-block-catalogue.ts'

const root = process.cwd()
const rowsOf = (schema: z.ZodType) =>
  propFacts(z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as never)

describe('the props table', () => {
  it("says each prop's type in an editor's words, with its default or that it is required", () => {
    const rows = rowsOf(
      z.strictObject({
        title: z.string().min(1).describe('Section title'),
        image: imagePath.default('/art/a.webp').describe('Picture'),
        link: sitePath.default('/shop').describe('Where it goes'),
        profile: z.url().optional().describe('Profile address'),
        autoplayMs: z.int().min(2000).max(20000).default(5000).describe('Pause in ms'),
        count: z.int().positive().default(8).describe('How many'),
        layout: z.enum(['grid', 'list']).default('grid').describe('Layout'),
        bullets: z.boolean().default(true).describe('Show bullets'),
        posts: collectionRef('blog-posts').prefault({ collection: 'blog-posts', first: 3 }).describe('Posts'),
        tags: z.array(z.string()).max(6).default([]).describe('Tags'),
      }),
    )
    expect(rows.map(({ name, type, default: fallback, required }) => [name, type, required ? 'required' : fallback])).toEqual([
      ['title', 'text', 'required'],
      ['image', 'picture in public/', '"/art/a.webp"'],
      ['link', 'link', '"/shop"'],
      ['profile', 'web address', ''],
      ['autoplayMs', 'whole number, 2000–20000', '5000'],
      ['count', 'whole number, at least 1', '8'],
      ['layout', 'one of "grid", "list"', '"grid"'],
      ['bullets', 'true or false', 'true'],
      ['posts', 'records from data/blog-posts.json', '{"collection":"blog-posts","first":3}'],
      ['tags', 'list of text items, up to 6', '[]'],
    ])
    expect(rows[0]!.description).toBe('Section title')
  })

  it('lists the settings inside groups and list entries under their parent', () => {
    const rows = rowsOf(
      z.strictObject({
        slides: z
          .array(z.strictObject({ title: z.string().describe('Slide title'), alt: z.string().default('').describe('Alt') }))
          .min(1)
          .max(6)
          .describe('Slides'),
        counter: z
          .strictObject({ value: z.int().describe('Number') })
          .optional()
          .describe('Counter'),
      }),
    )
    expect(rows.map((row) => `${row.name}: ${row.type}${row.required ? ' (required)' : ''}`)).toEqual([
      'slides: list of entries, 1–6 (required)',
      'slides[].title: text (required)',
      'slides[].alt: text',
      'counter: group of settings',
      'counter.value: whole number (required)',
    ])
  })

  it('summarises long defaults', () => {
    expect(describeDefault('short')).toBe('"short"')
    expect(describeDefault('x'.repeat(100))).toBe(`"${'x'.repeat(57)}…"`)
    expect(describeDefault([{ question: 'q'.repeat(40), answer: 'a'.repeat(40) }, {}])).toBe('2 entries')
    expect(describeDefault(undefined)).toBe('')
  })
})

describe('the snippet', () => {
  it('is the block as a page file writes it, with its example props', () => {
    expect(JSON.parse(blockSnippet(faqFixture))).toEqual({ id: 'faq', type: 'faq', props: faqFixture.example })
  })

  it('shows a block that needs its page\'s record only when it was found ("when": "found")', () => {
    expect(JSON.parse(blockSnippet(productFixture))).toEqual({
      id: 'product-summary',
      type: 'product-summary',
      when: 'found',
      props: {},
    })
  })

  it('is accepted by the page validator for every block', () => {
    for (const fact of blockFacts(root, blockRegistry)) {
      const block = JSON.parse(fact.snippet) as { props: unknown }
      const definition = blockRegistry.find((candidate) => candidate.type === fact.type)!
      expect(definition.props.safeParse(block.props).success, fact.type).toBe(true)
    }
  })
})

describe('which page files use a block', () => {
  const dir = mkdtempSync(join(tmpdir(), 'catalogue-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('names each page file, its path and the ids of the blocks (hidden ones marked); a file that does not parse is skipped', () => {
    mkdirSync(join(dir, 'pages-schema'))
    const page = (path: string, blocks: object[]) => JSON.stringify({ path, blocks })
    writeFileSync(join(dir, 'pages-schema/home.json'), page('/', [{ id: 'faq', type: 'faq' }]))
    writeFileSync(
      join(dir, 'pages-schema/about.json'),
      page('/about', [
        { id: 'questions', type: 'faq' },
        { id: 'more', type: 'faq', hidden: true },
        { id: 'posts', type: 'post-list' },
      ]),
    )
    writeFileSync(join(dir, 'pages-schema/broken.json'), '{ "path": "/broken", "blocks": [ { "type": "faq" ')
    writeFileSync(join(dir, 'pages-schema/page.schema.json'), '{}')
    expect(Object.fromEntries(blockUses(dir))).toEqual({
      faq: [
        { file: 'pages-schema/about.json', path: '/about', blocks: ['questions', 'more (hidden)'] },
        { file: 'pages-schema/home.json', path: '/', blocks: ['faq'] },
      ],
      'post-list': [{ file: 'pages-schema/about.json', path: '/about', blocks: ['posts'] }],
    })
  })
})

describe('the catalogue page data', () => {
  it('compiles each example as a page would (records resolved) and draws entity blocks with the first record', () => {
    const [faq, posts, product] = catalogueBlocks(root, [faqFixture, postsFixture, productFixture])
    expect(faq).toMatchObject({ type: 'faq', exampleProps: { title: 'FAQ' }, exampleProblems: [], sample: undefined })
    expect((posts!.exampleProps!.posts as { id: number }[]).map((post) => post.id)).toEqual([1, 2, 3])
    expect(product!.sample).toMatchObject({ collection: 'products', id: 1 })
    expect(product!.sample!.label).toBe((product!.sample!.record as { title: string }).title)
  })

  it('says why an example does not parse instead of drawing it', () => {
    const broken = defineBlock({
      ...postsFixture,
      type: 'broken-list',
      example: { posts: { collection: 'blog-posts', ids: [999] } },
    })
    const [entry] = catalogueBlocks(root, [broken])
    expect(entry!.exampleProps).toBeUndefined()
    expect(entry!.exampleProblems).toEqual([expect.stringMatching(/^posts\.ids\[0\]: "blog-posts" has no record with id 999/)])
  })
})

describe(CATALOGUE_DOC_FILE, () => {
  it('is up to date with the blocks and the page files (run `npm run catalogue` if this fails)', () => {
    const committed = readFileSync(join(root, CATALOGUE_DOC_FILE), 'utf8')
    expect(committed).toBe(blockCatalogueMarkdown(blockFacts(root, blockRegistry)))
  })

  it('shows a screenshot of every block, and keeps none of blocks that are gone', () => {
    const expected = blockRegistry.map((block) => screenshotFile(block.type))
    expect(expected.filter((file) => !existsSync(join(root, file)))).toEqual([])
    expect(
      readdirSync(join(root, SCREENSHOT_DIR))
        .map((name) => `${SCREENSHOT_DIR}/${name}`)
        .sort(),
    ).toEqual([...expected].sort())
  })
})

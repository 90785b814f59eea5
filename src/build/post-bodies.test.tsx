// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { formatProblem } from '#page-model/problem.ts'
import { siteWith } from '#tests/unit/site-folder.ts'
import { PostBody } from '#ui/blog/post-body.tsx'
import { compileSite } from './compile-site.ts'
import { readPostBodies, renderPostBody, type PostBodyContext } from './post-bodies.ts'
import type { LinkTarget } from './site-links.ts'

const repoRoot = join(import.meta.dirname, '..', '..')
const FILE = 'data/blog-posts/7.md'
const WHERE = 'post 7 "Honey"'

const page = (path: string, fields: Partial<LinkTarget> = {}): LinkTarget => ({
  file: `pages-schema${path === '/' ? '/index' : path.replace(/\/:.*$/, '')}.json`,
  path,
  anchors: [],
  hiddenAnchors: [],
  ...fields,
})

const context: PostBodyContext = {
  targets: [
    page('/'),
    page('/shop', { anchors: ['catalog'] }),
    page('/about-us'),
    page('/blog-single/:id', { entity: { param: 'id', ids: ['1', '2'], noun: 'post' } }),
  ],
  shipped: ['/art/blog/post-1.webp', '/art/blog/post-2.webp', '/art/logo.svg'],
  publicDir: join(repoRoot, 'public'),
}

const render = (text: string) => renderPostBody(FILE, text, WHERE, context)
const problemsOf = (text: string) => render(text).problems.map(formatProblem)
/** The body as the site draws it. */
const markupOf = (text: string) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <PostBody nodes={render(text).nodes} />
    </MemoryRouter>,
  )

describe('a post body in Markdown', () => {
  it('gives paragraphs, emphasis, lists and quotes as their elements', () => {
    const text = [
      'Bees *love* the **lime trees** in June.',
      '',
      '- clover',
      '- borage',
      '',
      '3. lift the lid',
      '4. smoke gently',
      '',
      '> Leave them enough for the winter.',
      '',
      '---',
    ].join('\n')
    expect(render(text)).toEqual({
      problems: [],
      nodes: [
        {
          tag: 'p',
          children: [
            'Bees ',
            { tag: 'em', children: ['love'] },
            ' the ',
            { tag: 'strong', children: ['lime trees'] },
            ' in June.',
          ],
        },
        {
          tag: 'ul',
          children: [
            { tag: 'li', children: ['clover'] },
            { tag: 'li', children: ['borage'] },
          ],
        },
        {
          tag: 'ol',
          start: 3,
          children: [
            { tag: 'li', children: ['lift the lid'] },
            { tag: 'li', children: ['smoke gently'] },
          ],
        },
        { tag: 'blockquote', children: [{ tag: 'p', children: ['Leave them enough for the winter.'] }] },
        { tag: 'hr' },
      ],
    })
  })

  it('sets headings under the post title: "##" is a section (h3), "###" a part of one (h4)', () => {
    expect(render('## The hives\n\nText.\n\n### In winter\n\nMore.').nodes).toEqual([
      { tag: 'h3', children: ['The hives'] },
      { tag: 'p', children: ['Text.'] },
      { tag: 'h4', children: ['In winter'] },
      { tag: 'p', children: ['More.'] },
    ])
  })

  it('refuses a "#" heading, which would be a second title, and one deeper than "####", at its line', () => {
    expect(problemsOf('Intro.\n\n# Honey\n\n##### Deep')).toEqual([
      `${FILE}:3:1  ${WHERE}: a "#" heading would be a second title: the post's title is its heading — start a section with "## "`,
      `${FILE}:5:1  ${WHERE}: a heading of 5 "#" is deeper than a post goes — use "## " for a section, "### " or "#### " inside one`,
    ])
  })

  it('passes no HTML through: a script and an image with onerror come out as text', () => {
    const text = 'Before <script>alert(1)</script> after.\n\n<img src="x" onerror="alert(2)">\n\n<div onclick="alert(3)">hi</div>'
    const { nodes, problems } = render(text)
    expect(problems).toEqual([])
    // Each is a paragraph of text (its quotes curled like any text's).
    expect(nodes.map((node) => typeof node !== 'string' && node.tag)).toEqual(['p', 'p', 'p'])
    expect(nodes[0]).toEqual({ tag: 'p', children: ['Before <script>alert(1)</script> after.'] })
    const markup = markupOf(text)
    expect(markup).not.toMatch(/<script|<img|<div|onerror="|onclick="/)
    expect(markup).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(markup).toContain('&lt;img src=')
  })

  it('draws site links as links, and links to other sites in a new tab with rel="noopener noreferrer"', () => {
    const text =
      'See [the shop](/shop#catalog), [post 2](/blog-single/2), [bees](https://www.bbka.org.uk/) and [us](mailto:hello@greenvalley.example).'
    expect(render(text).problems).toEqual([])
    const markup = markupOf(text)
    expect(markup).toContain('<a href="/shop#catalog" data-discover="true">the shop</a>')
    expect(markup).toContain('<a href="/blog-single/2" data-discover="true">post 2</a>')
    expect(markup).toContain('<a href="https://www.bbka.org.uk/" target="_blank" rel="noopener noreferrer">bees</a>')
    expect(markup).toContain('<a href="mailto:hello@greenvalley.example">us</a>')
  })

  it('refuses a link to no page, naming the .md file, line and column, with the nearest path', () => {
    expect(problemsOf('Intro.\n\nBuy it in [the shop](/shpo) or read [post 9](/blog-single/9).')).toEqual([
      `${FILE}:3:22  ${WHERE}: no page has the path "/shpo" — did you mean "/shop"?`,
      `${FILE}:3:46  ${WHERE}: there is no post with the id "9" for "/blog-single/:id" — ids are 1–2`,
    ])
  })

  it('refuses a link the site never makes (http:, //host, relative), and leaves its words unlinked', () => {
    const text = '[a](http://example.com/) [b](//evil.example/) [c](shop)'
    expect(problemsOf(text)).toEqual([
      expect.stringContaining(`${FILE}:1:5  ${WHERE}: the link "http://example.com/" must be a site path such as /about-us`),
      expect.stringContaining(`${FILE}:1:30  ${WHERE}: the link "//evil.example/" must be a site path`),
      expect.stringContaining(`${FILE}:1:51  ${WHERE}: the link "shop" must be a site path`),
    ])
    expect(markupOf(text)).toBe('<p>a b c</p>')
  })

  it('refuses a javascript: or data: link at its place, as menu links are, and never makes it (its words stay)', () => {
    const text = 'Intro.\n\n[click](javascript:alert(1)) and [this](data:text/html;base64,PHNjcmlwdD4=) or <javascript:alert(2)>'
    expect(problemsOf(text)).toEqual([
      `${FILE}:3:9  ${WHERE}: the link "javascript:alert(1)" must be a site path such as /about-us (optionally with ?query and #anchor), tel:, mailto: or https://`,
      `${FILE}:3:41  ${WHERE}: the link "data:text/html;base64,PHNjcmlwdD4=" must be a site path such as /about-us (optionally with ?query and #anchor), tel:, mailto: or https://`,
      expect.stringContaining(`${WHERE}: the link "javascript:alert(2)" must be a site path`),
    ])
    expect(markupOf(text)).toBe('<p>Intro.</p><p>click and this or javascript:alert(2)</p>')
    expect(problemsOf('![Hay](data:image/png;base64,iVBORw0KGgo=)')).toEqual([
      `${FILE}:1:8  ${WHERE}: the picture "data:image/png;base64,iVBORw0KGgo=" is not a file in public/ — name a picture such as /art/blog/post-1.webp`,
    ])
  })

  it('refuses control characters (NUL, BEL, ESC, a lone carriage return) at their line and column, with what to do', () => {
    const text =
      'Intro.\n\nRing the \u0007bell.\nNUL\u0000 and \u001b[31mred\r\nA tab\tand a Windows line end are fine.\r\nOld Mac\rline.\n'
    expect(problemsOf(text)).toEqual([
      `${FILE}:3:10  ${WHERE}: the text holds the invisible control character U+0007 — remove it: a page shows it as nothing or as a box, and git takes the file for binary`,
      `${FILE}:4:4  ${WHERE}: the text holds the invisible control character U+0000 — remove it: a page shows it as nothing or as a box, and git takes the file for binary`,
      `${FILE}:6:8  ${WHERE}: the text holds a carriage return — remove it: a page shows it as nothing or as a box, and git takes the file for binary`,
    ])
  })

  it('shows a picture on a line of its own across the article, with its size, text alternative and caption', () => {
    const { nodes, problems } = render('![Hay bales at dusk](/art/blog/post-1.webp "The top meadow in August")')
    expect(problems).toEqual([])
    expect(nodes).toEqual([
      {
        tag: 'figure',
        src: '/art/blog/post-1.webp',
        alt: 'Hay bales at dusk',
        width: 1200,
        height: 750,
        caption: 'The top meadow in August',
      },
    ])
    const markup = markupOf('![Hay bales at dusk](/art/blog/post-1.webp)')
    expect(markup).toMatch(
      /^<figure class="post-body__figure"><img src="\/art\/blog\/post-1.webp" srcSet="[^"]+" sizes="[^"]+" alt="Hay bales at dusk" width="1200" height="750" loading="lazy" decoding="async"\/><\/figure>$/,
    )
  })

  it('refuses a picture that is not in public/, at its line, with the nearest that is', () => {
    expect(problemsOf('Intro.\n\n![Hives](/art/blog/post-3.webp)')).toEqual([
      `${FILE}:3:10  ${WHERE}: "/art/blog/post-3.webp" is not a file in public/ — did you mean "/art/blog/post-1.webp"?`,
    ])
    expect(render('![Hives](/art/blog/post-3.webp)').nodes).toEqual([])
  })

  it('refuses a picture without words saying what it shows, and one inside a sentence', () => {
    expect(problemsOf('![](/art/blog/post-2.webp)\n\nText ![Hives](/art/blog/post-1.webp) text.')).toEqual([
      `${FILE}:1:1  ${WHERE}: a picture needs words saying what it shows — write them in the brackets: ![Cows at the gate](/art/blog/post-2.webp)`,
      `${FILE}:3:6  ${WHERE}: a picture must stand on a line of its own — put an empty line before and after it: it is shown across the article, with its caption`,
    ])
  })

  it('refuses an empty body', () => {
    expect(problemsOf('  \n')).toEqual([
      `${FILE}:1:1  ${WHERE}: the body is empty — write the post's text, or delete ${FILE} to show the shared text`,
    ])
  })
})

describe('the bodies of the posts', () => {
  let site: ReturnType<typeof compileSite>
  // The first compile loads every block schema: done here, outside every test's time limit (decision 150, Timeouts).
  beforeAll(() => {
    site = compileSite(repoRoot)
  }, 60_000)
  let root: string | undefined
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true })
    root = undefined
  })

  it('reads data/blog-posts/<id>.md for the posts there are, and names a file that belongs to no post', () => {
    root = mkdtempSync(join(tmpdir(), 'post-bodies-'))
    mkdirSync(join(root, 'data/blog-posts'), { recursive: true })
    writeFileSync(join(root, 'data/blog-posts/1.md'), 'Our own words.')
    writeFileSync(join(root, 'data/blog-posts/9.md'), 'Lost.')
    writeFileSync(join(root, 'data/blog-posts/notes.md'), 'Lost too.')
    const posts = [
      { id: 1, title: 'Soil' },
      { id: 2, title: 'Milk' },
    ]
    const { bodies, problems } = readPostBodies(root, posts, context, [])
    expect([...bodies]).toEqual([[1, [{ tag: 'p', children: ['Our own words.'] }]]])
    expect(problems.map(formatProblem)).toEqual([
      'data/blog-posts/9.md:1:1  no post has the id 9 — name it after a post in data/blog-posts.json, e.g. data/blog-posts/1.md (ids are 1–2)',
      "data/blog-posts/notes.md:1:1  a post's text is named by the post's id — name it after a post in data/blog-posts.json, e.g. data/blog-posts/1.md (ids are 1–2)",
    ])
  })

  it("compileSite reports a body's problems with the files' (so validate and the build refuse it) and watches the .md", () => {
    root = siteWith({})
    writeFileSync(join(root, 'data/blog-posts/2.md'), 'Milking at dawn.\n\nSee [the herd](/herd).\n')
    const withBody = compileSite(root)
    expect(withBody.problems.filter((problem) => problem.file === 'data/blog-posts/2.md').map(formatProblem)).toEqual([
      'data/blog-posts/2.md:3:16  post 2 "Morning Milking: A Day in the Life of Our Dairy Herd": no page has the path "/herd" — did you mean "/cart"?',
    ])
    expect(withBody.files).toContain(join(root, 'data/blog-posts/2.md'))
  })

  it('the site: every post has its own text, without problems; lists of posts carry no bodies', () => {
    expect(site.problems.filter((problem) => problem.file.startsWith('data/blog-posts/'))).toEqual([])
    const records = site.pages.find((candidate) => candidate.path === '/blog-single/:id')!.entity!.records
    expect(records['1']!.body).toEqual(expect.arrayContaining([{ tag: 'h3', children: ['Feeding the soil, not the plant'] }]))
    for (const [id, record] of Object.entries(records)) expect(record, `post ${id}`).toHaveProperty('body')
    const home = site.pages.find((candidate) => candidate.path === '/')!
    expect(JSON.stringify(home)).not.toContain('Feeding the soil')
  })
})

/**
 * Posts' own text: data/blog-posts/<id>.md, one Markdown file per post, rendered when the site is built
 * by markdown-it into the tree the blog-post block draws (src/page-model/post-body.ts). Raw HTML is never
 * passed through: markdown-it runs with `html: false`, so "<script>" is text, and the tree has no place
 * for markup or attributes of its own. A body holds headings (## and ###), paragraphs, lists, quotes,
 * emphasis, links (checked like the site's other links) and pictures from public/ on a line of their own.
 * Every problem is reported at its line and column in the .md file, like the problems of page files.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fillFacts, type FarmFact } from '#data/farm-facts.ts'
import { join } from 'node:path'
import MarkdownIt, { type Token } from 'markdown-it'
import { characterInWords, imagePath, sitePath } from '#data/schemas.ts'
import { idRange } from '#page-model/plain-words.ts'
import { POST_BODIES_DIR, postBodyFile, type PostBodyElement, type PostBodyNode } from '#page-model/post-body.ts'
import type { Problem } from '#page-model/problem.ts'
import type { Publication } from '#lib/publication.ts'
import { pictureSize } from './picture-size.ts'
import { nearestShippedFile } from './public-files.ts'
import { checkSiteLink, type LinkTarget } from './site-links.ts'

/** The most characters a body may have: a long feature is about 40,000 (decision 170's bounds on text). */
const MAX_POST_BODY_CHARACTERS = 100_000

const markdown = new MarkdownIt('default', { html: false, linkify: false, typographer: true, maxNesting: 20 })
  // Tables, strikethrough and code blocks are not part of a farm journal's article: what they would
  // catch (a line indented by accident, a "~~") stays ordinary text.
  .disable(['table', 'strikethrough', 'code', 'fence'])
// markdown-it leaves a javascript:, vbscript:, file: or data: address as text, so "[x](javascript:…)" was published
// as it was typed, without a word. Every address is read as a link here and refused like the site's other links.
markdown.validateLink = () => true

/**
 * Characters a body may not hold: control characters (NUL, BEL, ESC…: invisible or a box on the page, and git
 * takes a file holding one for binary) but the tab and the line break; a carriage return only before a line break.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it looks for
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\r(?!$)/

/** What a body's links and pictures are checked against. */
export interface PostBodyContext {
  /** Where site links may lead (compileSite's linkTargets). */
  targets: readonly LinkTarget[]
  /** Site paths of the files in public/ (shippedFiles). */
  shipped: readonly string[]
  /** The public/ folder, to read each picture's size. */
  publicDir: string
  /** Whether the text's post is out (out unless said): a draft's text may link to other drafts, as its record may. */
  from?: Publication | undefined
}

export interface RenderedPostBody {
  nodes: PostBodyNode[]
  problems: Problem[]
}

type Parent = { children: PostBodyNode[] }

/** A token's attribute as text ("" when it has none): markdown-it's types allow numbers, its parser writes text. */
const attribute = (token: Token, name: string) => String(token.attrGet(name) ?? '')

/**
 * A tree built in document order: `add` puts a node in the innermost open element, `enter` puts an element
 * there and opens it; the caller closes it with `open.pop()`.
 */
function treeBuilder() {
  const root: Parent = { children: [] }
  const open: Parent[] = [root]
  const add = (node: PostBodyNode) => open.at(-1)!.children.push(node)
  const enter = (element: PostBodyElement & Parent) => {
    add(element)
    open.push(element)
  }
  return { root, open, add, enter }
}

/**
 * The tree of one body and its problems. `where` names the post in messages (`post 1 "How We Build…"`).
 * A body with problems still gives a tree (the dev server draws it under the problems; the build refuses it):
 * a link that is not a site link shows as its words, a picture that does not ship is left out.
 */
export function renderPostBody(file: string, text: string, where: string, context: PostBodyContext): RenderedPostBody {
  const problems: Problem[] = []
  const lines = text.split('\n')
  const report = (line: number, column: number, message: string, hint?: string) =>
    problems.push({ file, line: line + 1, column, where, message, hint })

  if (text.trim() === '') {
    report(0, 1, 'the body is empty', `write the post's text, or delete ${file} to show the shared text`)
    return { nodes: [], problems }
  }
  if (text.length > MAX_POST_BODY_CHARACTERS) {
    report(0, 1, `the body has ${text.length} characters, more than ${MAX_POST_BODY_CHARACTERS}`, 'split it into two posts')
    return { nodes: [], problems }
  }

  lines.forEach((text, line) => {
    const found = CONTROL_CHARACTER.exec(text)
    if (found)
      report(
        line,
        found.index + 1,
        `the text holds ${characterInWords(found[0])}`,
        'remove it: a page shows it as nothing or as a box, and git takes the file for binary',
      )
  })

  /** The 1-based column of `needle` on a line, or of the line's start when it is not there. */
  const columnOf = (line: number, needle: string) => (lines[line] ?? '').indexOf(needle) + 1 || 1
  /** The column where an address starts, after the `opener` before it ("](" of a link, "(" of a picture). */
  const addressColumn = (line: number, opener: string, address: string) => {
    const index = (lines[line] ?? '').indexOf(opener + address)
    return index >= 0 ? index + opener.length + 1 : columnOf(line, opener)
  }

  const picture = (image: Token, line: number): PostBodyElement | undefined => {
    const src = attribute(image, 'src')
    const alt = image.content.trim()
    const column = addressColumn(line, '(', src)
    if (!imagePath.safeParse(src).success) {
      report(line, column, `the picture "${src}" is not a file in public/`, 'name a picture such as /art/blog/post-1.webp')
      return undefined
    }
    if (!context.shipped.includes(src)) {
      const near = nearestShippedFile(src, context.shipped)
      report(line, column, `"${src}" is not a file in public/`, near ? `did you mean "${near}"?` : undefined)
      return undefined
    }
    if (!alt)
      report(
        line,
        columnOf(line, '!['),
        'a picture needs words saying what it shows',
        `write them in the brackets: ![Cows at the gate](${src})`,
      )
    const size = pictureSize(join(context.publicDir, src))
    if (!size) {
      report(line, column, `the size of "${src}" cannot be read`, 'use a .webp, .png, .jpg or .svg picture')
      return undefined
    }
    const caption = attribute(image, 'title')
    return { tag: 'figure', src, alt, ...size, ...(caption ? { caption } : {}) }
  }

  /** The inline content of one paragraph, heading or list item, starting on source line `firstLine`. */
  const inline = (tokens: readonly Token[], firstLine: number): PostBodyNode[] => {
    const { root, open, add, enter } = treeBuilder()
    let line = firstLine
    for (const token of tokens) {
      switch (token.type) {
        case 'text':
          if (token.content) add(token.content)
          break
        case 'softbreak':
          add('\n')
          line++
          break
        case 'hardbreak':
          add({ tag: 'br' })
          line++
          break
        case 'code_inline':
          add({ tag: 'code', children: [token.content] })
          break
        case 'em_open':
        case 'strong_open':
          enter({ tag: token.tag as 'em' | 'strong', children: [] })
          break
        case 'link_open': {
          const href = attribute(token, 'href')
          const column = addressColumn(line, '](', href)
          const form = sitePath.safeParse(href)
          if (!form.success) {
            report(line, column, `the link "${href}" ${form.error.issues[0]?.message ?? 'is not a site link'}`)
            // Its words stay, without the link.
            open.push({ children: open.at(-1)!.children })
            break
          }
          const verdict = checkSiteLink(href, context.targets, context.from)
          if (verdict) report(line, column, verdict.message, verdict.hint)
          enter({ tag: 'a', href, external: href.startsWith('https://'), children: [] })
          break
        }
        case 'em_close':
        case 'strong_close':
        case 'link_close':
          open.pop()
          break
        case 'image':
          report(
            line,
            columnOf(line, '!['),
            'a picture must stand on a line of its own',
            'put an empty line before and after it: it is shown across the article, with its caption',
          )
          break
      }
    }
    return root.children
  }

  const tokens = markdown.parse(text, {})
  const { root, open, add, enter } = treeBuilder()
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!
    const line = token.map?.[0] ?? 0
    switch (token.type) {
      case 'heading_open': {
        const level = Number(token.tag.slice(1))
        if (level === 1)
          report(line, 1, 'a "#" heading would be a second title: the post\'s title is its heading', 'start a section with "## "')
        else if (level > 4)
          report(
            line,
            1,
            `a heading of ${level} "#" is deeper than a post goes`,
            'use "## " for a section, "### " or "#### " inside one',
          )
        // The post's title is the article's h2: "##" sections are h3, and so on (h1 and h6 read as their neighbours).
        const tag = (['h3', 'h3', 'h4', 'h5', 'h5', 'h5'] as const)[level - 1]!
        enter({ tag, children: [] })
        break
      }
      case 'paragraph_open': {
        const content = tokens[index + 1]
        const images = content?.children?.filter((child) => child.type === 'image') ?? []
        const alone =
          images.length === 1 &&
          content!.children!.every((child) => child.type === 'image' || (child.type === 'text' && !child.content.trim()))
        if (alone) {
          const figure = picture(images[0]!, line)
          if (figure) add(figure)
          index += 2 // the picture's inline content and paragraph_close
        } else if (!token.hidden) enter({ tag: 'p', children: [] })
        break
      }
      case 'bullet_list_open':
        enter({ tag: 'ul', children: [] })
        break
      case 'ordered_list_open': {
        const start = Number(attribute(token, 'start') || 1)
        enter({ tag: 'ol', ...(start !== 1 ? { start } : {}), children: [] })
        break
      }
      case 'list_item_open':
        enter({ tag: 'li', children: [] })
        break
      case 'blockquote_open':
        enter({ tag: 'blockquote', children: [] })
        break
      case 'hr':
        add({ tag: 'hr' })
        break
      case 'inline':
        open.at(-1)!.children.push(...inline(token.children ?? [], line))
        break
      case 'paragraph_close':
        if (!token.hidden) open.pop()
        break
      case 'heading_close':
      case 'bullet_list_close':
      case 'ordered_list_close':
      case 'list_item_close':
      case 'blockquote_close':
        open.pop()
        break
    }
  }
  return { nodes: root.children, problems }
}

/** Every link of a body, in order, with its 1-based line: where a record's page is linked from (the editor's references). */
export function postBodyLinks(text: string): { href: string; line: number }[] {
  const links: { href: string; line: number }[] = []
  for (const token of markdown.parse(text, {})) {
    let line = token.map?.[0] ?? 0
    for (const child of token.type === 'inline' ? (token.children ?? []) : []) {
      if (child.type === 'softbreak' || child.type === 'hardbreak') line++
      else if (child.type === 'link_open') links.push({ href: attribute(child, 'href'), line: line + 1 })
    }
  }
  return links
}

export interface PostBodies {
  /** Each post's rendered body, by post id; a post without a .md file has none. */
  bodies: Map<number, PostBodyNode[]>
  problems: Problem[]
  /** The .md files read, for the dev server to watch. */
  files: string[]
}

/**
 * Reads and renders every data/blog-posts/<id>.md of the posts given. `posts` is undefined while
 * data/blog-posts.json is not JSON: each text is read by its file's id then, and none is said to belong to no post.
 */
export function readPostBodies(
  rootDir: string,
  posts: readonly { id: number; title: string }[] | undefined,
  context: PostBodyContext,
  /** The farm's facts, as compileSite read them (undefined while their file has problems). */
  facts: readonly FarmFact[] | undefined,
  /** Where each post stands on the day compiled for (src/lib/publication.ts): its text is checked from there. */
  publicationOf: (post: { id: number }) => Publication = () => ({ state: 'out' }),
): PostBodies {
  const bodies = new Map<number, PostBodyNode[]>()
  const problems: Problem[] = []
  const files: string[] = []
  const dir = join(rootDir, POST_BODIES_DIR)
  if (!existsSync(dir)) return { bodies, problems, files }
  const ids = (posts ?? []).map((post) => post.id)
  for (const name of readdirSync(dir)
    .filter((entry) => entry.endsWith('.md'))
    .sort()) {
    const file = `${POST_BODIES_DIR}/${name}`
    files.push(join(rootDir, file))
    const id = /^[1-9][0-9]*\.md$/.test(name) ? Number(name.slice(0, -3)) : undefined
    const post = posts ? posts.find((candidate) => candidate.id === id) : id === undefined ? undefined : { id, title: undefined }
    if (!post) {
      problems.push({
        file,
        line: 1,
        column: 1,
        where: '',
        message: id === undefined ? "a post's text is named by the post's id" : `no post has the id ${id}`,
        hint: `name it after a post in data/blog-posts.json, e.g. ${postBodyFile(ids[0] ?? 1)} (ids are ${idRange(ids)})`,
      })
      continue
    }
    const where = post.title === undefined ? `post ${post.id}` : `post ${post.id} "${post.title}"`
    const filled = fillFacts(file, readFileSync(join(rootDir, file), 'utf8'), facts)
    const rendered = renderPostBody(file, filled.text, where, { ...context, from: publicationOf(post) })
    problems.push(...filled.problems, ...rendered.problems.map(filled.asWritten))
    bodies.set(post.id, rendered.nodes)
  }
  return { bodies, problems, files }
}

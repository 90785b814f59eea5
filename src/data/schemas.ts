/**
 * The pieces every schema of the site is built from: texts sized by where they show, paths, links, prices, days
 * and numbered lists. Each collection's schema (src/data/collections/) and each block's (blocks/<type>/schema.ts)
 * is made of them; they run only at build and validation time.
 */
import { z } from 'zod'

/**
 * The most characters each kind of text may have, sized from where the site shows it (decision 170): a text
 * longer than its place breaks the layout. Every real text fits with room to spare.
 */
export const TEXT_MAX = {
  /** A few words on a button, link, badge, tab or label; a name, a date, a phone number: one line on a phone. */
  label: 60,
  /** A heading: a section's, a card's, a record's title. */
  title: 100,
  /** A page's tab title: search results show about 60–70 characters of it. */
  pageTitle: 70,
  /** A page's meta description: search results show about 160 characters; a little more is cut, not wrong. */
  pageDescription: 200,
  /** One or two sentences: a card's description, a lead under a heading, a picture's text alternative. */
  sentence: 400,
  /** One paragraph of an article, a story, an answer, a review (about 500 words). */
  paragraph: 3000,
} as const

/**
 * Invisible characters that change how the text around them is shown: bidirectional embeddings, overrides and
 * isolates (a title holding U+202E reads reversed in the cart and the tab), zero-width spaces and joiners, and the
 * byte-order mark. No one-line text needs them.
 */
const SHOWN_DIFFERENTLY: Readonly<Record<string, string>> = {
  '\u200B': 'zero-width space',
  '\u200C': 'zero-width non-joiner',
  '\u200D': 'zero-width joiner',
  '\u202A': 'left-to-right embedding',
  '\u202B': 'right-to-left embedding',
  '\u202C': 'pop directional formatting',
  '\u202D': 'left-to-right override',
  '\u202E': 'right-to-left override',
  '\u2066': 'left-to-right isolate',
  '\u2067': 'right-to-left isolate',
  '\u2068': 'first strong isolate',
  '\u2069': 'pop directional isolate',
  '\uFEFF': 'byte-order mark',
}

/** Control characters no page shows: C0 (but tab and line feed in multi-line text), DEL and C1; in one line, SHOWN_DIFFERENTLY too. */
const LINE_CHARACTERS = '[^\\u0000-\\u001F\\u007F-\\u009F\\u200B-\\u200D\\u202A-\\u202E\\u2066-\\u2069\\uFEFF]'
const MULTILINE_CHARACTERS = '[^\\u0000-\\u0008\\u000B-\\u001F\\u007F-\\u009F]'
/** Not only spaces (an empty text is left to the length check), and no control character. */
const LINE_TEXT = new RegExp(`^(?!\\s+$)${LINE_CHARACTERS}*$`)
const MULTILINE_TEXT = new RegExp(`^(?!\\s+$)${MULTILINE_CHARACTERS}*$`)

/** How a character no text may hold reads in a message: "a line break", "the invisible control character U+0007". */
export function characterInWords(character: string): string {
  if (character === '\n') return 'a line break'
  if (character === '\r') return 'a carriage return'
  if (character === '\t') return 'a tab'
  const code = `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`
  const name = SHOWN_DIFFERENTLY[character]
  return name ? `the invisible character ${code} (${name})` : `the invisible control character ${code}`
}

/** The message of the text rule: what is wrong with this text (a control character, or only spaces). */
function textRuleMessage(multiline: boolean) {
  const allowed = new RegExp(multiline ? MULTILINE_CHARACTERS : LINE_CHARACTERS)
  return (issue: { input?: unknown }): string => {
    const text = typeof issue.input === 'string' ? issue.input : ''
    const index = [...text].findIndex((character) => !allowed.test(character))
    if (index < 0) return 'must hold words, not only spaces'
    const character = [...text][index]!
    const oneLine = multiline || !/[\t\n]/.test(character) ? '' : ' (this text is one line)'
    const shown = Object.hasOwn(SHOWN_DIFFERENTLY, character)
      ? ' (it changes how the text around it is shown, e.g. reversed)'
      : ''
    return `holds ${characterInWords(character)} at character ${index + 1}${oneLine}: remove it${shown}`
  }
}

export interface TextOptions {
  /** The most characters: one of TEXT_MAX, by where the text shows. */
  max: number
  /** Paragraphs may hold line breaks and tabs; every other text is one line. */
  multiline?: boolean
  /** For settings that say "empty for none": "" is allowed (only spaces still is not). */
  canBeEmpty?: boolean
}

/**
 * Any text a page or data file holds: at most `max` characters, never only spaces, no control characters
 * (C0, DEL, C1; tab and line feed only in multi-line text); not empty unless `canBeEmpty`. The generated
 * JSON Schema carries the same rules (minLength, maxLength, pattern), so the page editor and editors'
 * autocomplete see them.
 */
export function text({ max, multiline = false, canBeEmpty = false }: TextOptions) {
  const sized = canBeEmpty ? z.string().max(max) : z.string().min(1).max(max)
  return sized.regex(multiline ? MULTILINE_TEXT : LINE_TEXT, { error: textRuleMessage(multiline) })
}

/** One line of text of at most `max` characters (a label's length unless said): a title, a name, a button's words. */
export const line = (max: number = TEXT_MAX.label, options: Omit<TextOptions, 'max' | 'multiline'> = {}) =>
  text({ max, ...options })

/** A paragraph: up to TEXT_MAX.paragraph characters, line breaks allowed. */
export const paragraph = (options: Omit<TextOptions, 'max' | 'multiline'> = {}) =>
  text({ max: TEXT_MAX.paragraph, multiline: true, ...options })

export const recordId = z.int().positive().describe('Numeric id, unique in its collection; used in URLs')

/** One folder or file name in a site path: lower-case letters, digits and dashes. */
const SEGMENT = '[a-z0-9]+(?:-[a-z0-9]+)*'

/**
 * A file shipped in public/: "/" then names of lower-case letters, digits, ".", "_" and "-", none
 * starting with "." (no "..", no hidden files) and no empty one (no "//", which a browser reads as
 * another host), ending in one of `extensions`. So never another site, nor a data: or javascript: address.
 */
const publicFile = (extensions: string) => new RegExp(`^(?:/[a-z0-9_-][a-z0-9._-]*)+\\.(${extensions})$`)

/** A picture shipped in public/, e.g. "/art/products/pears.webp". */
export const imagePath = z
  .string()
  .regex(publicFile('svg|png|jpg|webp'), 'must be a file in public/ such as /art/products/pears.webp')
  .refine((path) => !path.includes('..'), 'must not contain ".."')
  .describe('Path of an image shipped in public/, e.g. /art/products/pears.webp')

/** A video shipped in public/, named as pictures are: e.g. videoPath('webm') for "/video/benefits.webm". */
export const videoPath = (extension: 'webm' | 'mp4') =>
  z
    .string()
    .regex(publicFile(extension), `must be a file in public/ ending in .${extension}, such as /video/benefits.${extension}`)
    .refine((path) => !path.includes('..'), 'must not contain ".."')
    .meta({ title: `Video (${extension === 'webm' ? 'WebM' : 'MP4'} file)` })

/** A picture social networks and search engines can show when a page is shared: not SVG, which they do not read. */
export const sharePicturePath = imagePath
  .refine((path) => !path.endsWith('.svg'), 'must be a .jpg, .png or .webp file: link previews do not show SVG pictures')
  .describe('Picture shown when the page is shared (link previews): a .jpg, .png or .webp in public/, best 1200 px wide')

/** An https: address on a named host, e.g. https://www.facebook.com/greenvalley (no user, port or IP number). */
const HTTPS_URL = /^https:\/\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*\.[a-z]{2,}(?:\/[^\s"'<>\\]*)?$/

export const httpsUrl = z
  .string()
  .regex(HTTPS_URL, 'must be an https:// address on a named host, such as https://www.facebook.com/')
  .describe('A full https:// address, e.g. https://www.facebook.com/')

/**
 * Where a link may go: a page of this site ("/", "/about-us", "/blog-single/1", with an optional
 * ?query and #anchor, and a trailing "/" for link prefixes such as "/blog-single/"), a phone number
 * (tel:), an e-mail address (mailto:) or an https:// address. Never "//host" (another site) or a
 * script: scheme.
 */
const SITE_LINK = new RegExp(
  [
    `^/(?:${SEGMENT}(?:/${SEGMENT})*/?)?(?:\\?[A-Za-z0-9._~=&%+-]*)?(?:#[A-Za-z0-9._~-]+)?$`,
    '^tel:\\+?[0-9][0-9 ().-]{2,}$',
    '^mailto:[A-Za-z0-9._%+-]+@[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.[a-z]{2,}(?:\\?[A-Za-z0-9._~=&%+-]*)?$',
    HTTPS_URL.source,
  ].join('|'),
)

/**
 * A link shown on the site, e.g. "/about-us", "/blog-standard?page=2", "/#faq", "tel:+15550102030".
 * Validation checks that every such field leads to a page (src/build/site-links.ts).
 */
export const sitePath = z
  .string()
  .regex(SITE_LINK, 'must be a site path such as /about-us (optionally with ?query and #anchor), tel:, mailto: or https://')
  .describe('A page of this site, e.g. /about-us or /#faq; or a tel:, mailto: or https:// link')

/**
 * Whether a schema is a link field: `sitePath`, or a copy of it made by .describe(), .default() and the
 * like, which all keep its pattern check.
 */
export function isSiteLinkSchema(schema: z.ZodType): boolean {
  const checks = (schema as unknown as { _zod: { def: { checks?: { _zod: { def: { pattern?: unknown } } }[] } } })._zod.def.checks
  return checks?.some((check) => check._zod.def.pattern === SITE_LINK) ?? false
}

/** The path of a page file: "/" or lower-case segments, each a name or a ":param", e.g. "/shop-single/:id". */
export const pagePath = z
  .string()
  .regex(
    new RegExp(`^/$|^(?:/(?:${SEGMENT}|:[a-z][a-zA-Z0-9]*\\??))+$`),
    'a path such as "/about-us" or "/shop-single/:id": lower-case letters, digits and dashes between single slashes',
  )
  .describe('The route, e.g. "/about-us"; ":name" marks a parameter, e.g. "/shop-single/:id"; ":name?" one that may be left out')

/** A price as shown, "$12.00": from $0.01 to $10000.00, a sane ceiling for a farm shop's basket line. */
export const MAX_PRICE = '$10000.00'
const PRICE_FORM = /^\$\d+\.\d{2}$/
/** A money field; `whenNull` is its message for null (a field that may be left out says so). */
export const money = (whenNull?: string) =>
  z
    .string({ error: (issue) => (issue.input === null ? whenNull : undefined) })
    .regex(/^\$(?!0\.00$)(?:(?:0|[1-9]\d{0,3})\.\d{2}|10000\.00)$/, {
      error: (issue) =>
        typeof issue.input === 'string' && PRICE_FORM.test(issue.input)
          ? `prices go from $0.01 to ${MAX_PRICE}: write one in that range`
          : 'write prices as "$12.00"',
    })
    .describe(`Price as shown, e.g. "$12.00" (from $0.01 to ${MAX_PRICE})`)
export const priceText = money()

/**
 * The error of a record whose file holds a field the build works out (decision 203): which field, why it is
 * not written, and to remove it. Other unknown fields keep the usual "unknown field" message.
 */
export function workedOutFields(why: Record<string, string>) {
  return (issue: { code?: string | undefined; keys?: string[] | undefined }) => {
    if (issue.code !== 'unrecognized_keys') return undefined
    const [key = '', ...more] = issue.keys ?? []
    if (!Object.hasOwn(why, key)) return undefined
    const others = more.length ? ` (and remove ${more.map((k) => `"${k}"`).join(', ')} too)` : ''
    return `"${key}" ${why[key]}: remove it${others}`
  }
}

/**
 * A list whose entries are numbered when the site is built, 1, 2, 3… in file order (the views key and
 * label them by it), so an editor never types or renumbers an id (decision 203).
 */
export function numberedList<S extends z.ZodObject>(entry: S) {
  return z.array(entry).transform((entries) => entries.map((fields, index) => ({ id: index + 1, ...fields })))
}

export const NUMBERED_ENTRY = { id: 'is given to each entry when the site is built, by its place in the list' }

/** A day as the data files write it, "2024-12-28" (a real day; time zones never move it). */
export const isoDay = () => z.iso.date({ error: 'write the day as "2024-06-15" (year-month-day)' })

/** A data file's "$schema" line: `schemaFile` (data/x.schema.json) as the file beside it names it. */
export function schemaLine(schemaFile: string) {
  const schemaName = schemaFile.replace(/^data\//, './')
  return z.literal(schemaName).optional().describe(`Points the editor at ${schemaName} for autocomplete`)
}

/** What the page editor's dev-server endpoint (/__edit/api) and the editor in the browser exchange. */
import type { SiteSettings } from '#data/site-schema.ts'
import type { CompiledPage } from './site-types.ts'
import type { JsonPath } from './json-positions.ts'
import type { PostBodyNode } from './post-body.ts'
import type { Problem } from './problem.ts'

/** A problem as `npm run validate` prints it, plus where it is in the page value, so the editor can show it at its field. */
export interface EditorProblem extends Problem {
  /** The printed line, e.g. `pages-schema/home-2.json:8:57  blocks[0] (…) → props.title: …`. */
  printed: string
  /** Where in the page: ['blocks', 3, 'props', 'title']; [] for the page as a whole or another file. */
  path: JsonPath
  /** For a problem in another file than the one edited: the page, record or settings it is in, named by title. */
  place?: ContentPlace | undefined
}

export interface PageFileSummary {
  /** File name in pages-schema/, e.g. "home-2.json". */
  name: string
  path: string | undefined
  title: string | undefined
  /** A page about one record of a collection ("/shop-single/:id"): the collection and the path's parameter. */
  entity?: { collection: string; param: string } | undefined
  /** Such a page named in words, as its title is a pattern ("{title} | …"): "Each product’s page (shop single)". */
  recordPage?: string | undefined
  /** Set on a second page about the same records (a photo gallery): the address search engines should use instead. */
  canonical?: string | undefined
  /** The collections the page's blocks list records of (set in the file or by a block's default), e.g. ["products"]. */
  lists: string[]
}

/** A block type the Add block dialog offers. */
export interface BlockChoice {
  type: string
  description: string
  /** The props a newly added block of this type starts with. */
  example: Record<string, unknown>
  /** The collections a page must be bound to ("entity") for this block, e.g. ["products"]; empty for any page. */
  entity: string[]
}

/** A record of a data collection, as the pickers show it. */
export interface RecordChoice {
  id: number
  title: string
  thumb: string | undefined
}

export interface LinkChoice {
  href: string
  label: string
}

export interface FactChoice {
  name: string
  value: string
  about: string
}

/** Everything the editor needs to build its forms and pickers. */
export interface EditorCatalogue {
  /** The page file's JSON Schema (the one page.schema.json holds). */
  pageSchema: Record<string, unknown>
  blocks: BlockChoice[]
  /** The page files bound to each collection ("entity"), where the blocks that show one record go: { products: ["shop-single.json"] }. */
  entityPages: Record<string, string[]>
  /** Site paths of the pictures in public/art, e.g. "/art/products/pears.webp". */
  pictures: string[]
  /** The folders of public/art a new picture can be added to (each has the sizes the site draws there). */
  pictureFolders: string[]
  /** Pages of the site a link may point at. */
  links: LinkChoice[]
  collections: Record<string, RecordChoice[]>
  /** JSON Schema patterns that mark a field as a picture or a site link. */
  fieldPatterns: { picture: string; link: string; money?: string }
  /** The farm's facts (data/farm-facts.json) a text may refer to as `{{name}}`, which a text field offers. */
  facts: FactChoice[]
  /** The site's name (data/site.json), which page titles end with: "Spring at Green Valley | <name>". */
  siteName: string
  /** The JSON Schema of data/site.json, which the Settings form is built from. */
  siteSchema: Record<string, unknown>
}

export interface OpenedPageFile {
  name: string
  text: string
  /** Changes whenever the file on disk changes: a save names the version it started from. */
  version: string
  /** The parsed page; undefined when the file is not valid JSON (then `problems` say where). */
  value: unknown
  problems: EditorProblem[]
  /** The page as saved, compiled for the preview (undefined while the file has problems that stop it compiling). */
  preview: CheckResult['preview']
}

export interface CheckRequest {
  /** The file the page will be saved as. */
  name: string
  page: unknown
  /** For a page not yet on disk: the file whose layout it copies. */
  layoutFrom?: string | undefined
}

/** An address the preview can show a page at, and what the editor calls it, e.g. "Savoy Cabbage · /shop-single/3". */
export interface PreviewAddress {
  url: string
  label: string
}

export interface CheckResult {
  problems: EditorProblem[]
  /**
   * Problems in data files (data/*.json) that were there before this draft: the page cannot fix them and they
   * do not stop it being saved, but the site shows those files' last good version until they are fixed.
   */
  dataProblems: EditorProblem[]
  /**
   * The compiled page and every address it has (one a record or list page), the one to show first first;
   * undefined while the page has problems that stop it compiling.
   */
  preview: { page: CompiledPage; addresses: PreviewAddress[] } | undefined
}

export interface SaveRequest extends CheckRequest {
  /** The version of the file the editor opened; undefined when creating a new file. */
  version?: string | undefined
}

export interface SaveResult {
  name: string
  text: string
  version: string
}

/** A post's own text, data/blog-posts/<id>.md (GET /__edit/api/post-bodies/:id). */
export interface OpenedPostBody {
  id: number
  /** The Markdown; "" when the post has no text of its own yet (it shows the shared text). */
  text: string
  /** The file's version, or NO_POST_BODY_VERSION while there is no file: a save names the one it started from. */
  version: string
  exists: boolean
}

/** The version of a post body that has no file yet: saving with it creates the file, and only if none appeared meanwhile. */
export const NO_POST_BODY_VERSION = 'none'

/** PUT /__edit/api/post-bodies/:id */
export interface PostBodySaveRequest {
  text: string
  version: string
}

/** What was written: the text as Prettier lays it out (as `npm run format` would) and its version. */
export interface PostBodySaveResult {
  version: string
  text: string
}

/** POST /__edit/api/post-bodies/preview: a draft's text, and the post it is for (its id names the file in problems). */
export interface PostBodyPreviewRequest {
  text: string
  id?: number
}

/** The draft as the site would draw it (the tree the blog-post block renders, #ui/blog/post-body.tsx) and its problems. */
export interface PostBodyPreview {
  tree: PostBodyNode[]
  problems: EditorProblem[]
}

/** A refusal: the message to show, and the problems when the page does not validate. */
export interface EditorErrorBody {
  error: string
  problems?: EditorProblem[]
  /** A 409 (the file changed on disk): the version of the file as it now is; absent when there is no file. */
  version?: string
}

/**
 * A collection in data/ as the editor's content pane lists it (GET /__edit/api/collections).
 * The form for a record is built from recordSchema, as block settings are built from the page schema.
 */
export interface CollectionSummary {
  /** The collection's name, e.g. "products", "blog-posts" (src/data/collections.ts). */
  name: string
  /** What the editor calls it: "Products", "Blog posts", "Farmers"… */
  label: string
  /** One record, in plain words: "product", "blog post", "farmer"… */
  noun: string
  /** The data file, e.g. "data/products.json". */
  file: string
  count: number
  /** The record field that names a record in lists and pickers, e.g. "title" or "name". */
  titleField: string
  /** The record field holding its picture, when records have one. */
  pictureField?: string
  /** JSON Schema of one record. */
  recordSchema: Record<string, unknown>
  /** The example a new record's empty fields show: the first record, without its id and fields no two may share. */
  example: Record<string, unknown>
  /** The field holding a record's publish date: "publishOn", a post's "date" (src/lib/publication.ts). */
  publishDateField: string
}

/** A data file as opened (GET /__edit/api/collections/:name, GET /__edit/api/settings). */
export interface OpenedDataFile {
  name: string
  file: string
  text: string
  /** Changes whenever the file on disk changes: a save names the version it started from. */
  version: string
  /** The records; undefined when the file is not valid JSON. For the settings, [the site object]. */
  records: Record<string, unknown>[] | undefined
  /** A syntax error is the only problem while it exists. Paths start at the record: [index, field, …]. */
  problems: EditorProblem[]
}

/** POST /__edit/api/collections/:name/check */
export interface DataCheckRequest {
  records: Record<string, unknown>[]
}

/** PUT /__edit/api/collections/:name. Records without "id" (or with id null) are new: the server numbers them. */
export interface DataSaveRequest {
  version: string
  records: Record<string, unknown>[]
}

/**
 * POST /__edit/api/collections/:name/preview, POST /__edit/api/settings/preview: one page of the site compiled
 * with the unsaved records (or settings) instead of the saved file, for the editor's preview only.
 */
export interface DataPreviewRequest {
  /** The page file to compile, e.g. "shop-single.json". */
  page: string
  /** The collection's unsaved records; left out, the saved file is used. */
  records?: Record<string, unknown>[] | undefined
  /** The unsaved settings (data/site.json); left out, the saved file is used. */
  value?: Record<string, unknown> | undefined
}

export interface DataPreview {
  /** The page, drawn from the draft when it could be used; undefined when the page file has problems. */
  page: CompiledPage | undefined
  /** The site settings the frame around it shows. */
  site: SiteSettings | undefined
  /** False when the draft has problems that stop the site using it: the page then shows the saved file. */
  draftUsed: boolean
}

/** PUT /__edit/api/settings */
export interface SettingsSaveRequest {
  version: string
  value: Record<string, unknown>
}

/** The answer to a data save: the file as written. */
export interface DataSaveResult {
  version: string
  text: string
}

/** A place that points at a record (GET /__edit/api/references/:name/:id): a page file's block, a menu, another record. */
/** A place of the site as its editor knows it, with the editor's address of it (src/editor-server/content-places.ts). */
export interface ContentPlace {
  /** “Our story” (/home-2), Garden Strawberries, Site settings. */
  name: string
  href: string
}

export interface RecordReference {
  /** The file, e.g. "pages-schema/home-2.json" or "data/site.json": shown under Details. */
  file: string
  /** The page, record or settings it is in, named by title. */
  place?: ContentPlace | undefined
  /** What points at it, in plain words, e.g. "the products in the Product grid (block 5)" or "the link “Shop” in the menu “Shop”". */
  label: string
  /** Where in the file, as npm run validate names it (`menu "Shop" → children[1].href`): shown under Details. */
  path?: string | undefined
  /** The block's index when a page file's block points at it. */
  blockIndex?: number
  /** The page file's name (e.g. "home-2.json") for "Open", when the reference is in a page file. */
  pageName?: string
}

/** A refused data save: 409 with version, 422 with problems, or 422 with the references that stop a removal. */
export interface DataErrorBody extends EditorErrorBody {
  references?: RecordReference[]
}

/**
 * The answer to POST /__edit/api/pictures: the picture's site path, e.g. "/art/products/wild-blueberries.webp".
 * GET /__edit/api/picture-alts gives every added picture's alt text by path: Record<string, string>.
 */
export interface UploadedPicture {
  path: string
}

/** What changed since the last publish (GET /__edit/api/publish), decision 252. */
export interface PublishSummary {
  /** The changed content files (pages-schema/, data/, public/art/), as Publish will commit them. */
  files: { path: string; change: 'added' | 'modified' | 'deleted' }[]
  /** The changes in plain words, e.g. "Strawberries: price $6.50 → $5.50". */
  lines: string[]
  /** The changes as git shows them. */
  diff: string
  /** git's user.name, the name offered until the editor gives one. */
  gitName: string | undefined
  /** The remote Publish pushes to, when the repository has one. */
  remote: string | undefined
  /** Why publishing cannot work here (no git repository…): said instead of the list. */
  unavailable?: string | undefined
}

/** POST /__edit/api/publish: the files the editor reviewed (a list that changed since is refused), the message and name. */
export interface PublishRequest {
  files: string[]
  message: string
  author: string
}

export type PublishStep = 'checking' | 'building' | 'committing' | 'pushing'

/** A problem the checks found, with the editor's address of the file it is in. */
export interface PublishProblem {
  /** The line `npm run validate` prints, with the file's path: shown under Details. */
  printed: string
  /** What is wrong and how to fix it, in words. */
  message: string
  file: string
  /** The page, record or settings to fix, named by title, with its place in the editor. */
  place: ContentPlace | undefined
}

/**
 * POST /__edit/api/publish answers one JSON line per event as it goes: a step starting, passing, failing or
 * skipped, then the outcome (the last line).
 */
export type PublishEvent =
  | { step: PublishStep; state: 'running' | 'done' | 'failed' | 'skipped'; note?: string | undefined }
  | {
      outcome: 'published' | 'refused'
      message: string
      commit?: string | undefined
      problems?: PublishProblem[] | undefined
      /** Help for the setup: the README's "Publishing" section. */
      setupHelp?: boolean | undefined
    }

/** One published version of a page file or a record (GET /__edit/api/history?file=…&id=…), newest first. */
export interface PublishedVersion {
  hash: string
  /** ISO date and time of the commit. */
  date: string
  message: string
  author: string
  /**
   * Published with the editor's Publish; false for a change the site's developers committed with git (the site as
   * it was first, their fixes), which History names as such, its message under Details (decision 263).
   */
  published: boolean
  /** The page, or the record, as this version holds it (undefined: the record did not exist, it was deleted). */
  value: unknown
}

export interface VersionHistory {
  versions: PublishedVersion[]
  unavailable?: string | undefined
}

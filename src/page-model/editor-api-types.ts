/** What the page editor's dev-server endpoint (/__edit/api) and the editor in the browser exchange. */
import type { CompiledPage } from './site-types.ts'
import type { JsonPath } from './json-positions.ts'
import type { Problem } from './problem.ts'

/** A problem as `npm run validate` prints it, plus where it is in the page value, so the editor can show it at its field. */
export interface EditorProblem extends Problem {
  /** The printed line, e.g. `pages-schema/home-2.json:8:57  blocks[0] (…) → props.title: …`. */
  printed: string
  /** Where in the page: ['blocks', 3, 'props', 'title']; [] for the page as a whole or another file. */
  path: JsonPath
}

export interface PageFileSummary {
  /** File name in pages-schema/, e.g. "home-2.json". */
  name: string
  path: string | undefined
  title: string | undefined
  /** The collection the page shows one record of ("entity"), e.g. "products" for shop-single.json. */
  entity?: string | undefined
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

/** Everything the editor needs to build its forms and pickers. */
export interface EditorCatalogue {
  /** The page file's JSON Schema (the one page.schema.json holds). */
  pageSchema: Record<string, unknown>
  blocks: BlockChoice[]
  /** The page files bound to each collection ("entity"), where the blocks that show one record go: { products: ["shop-single.json"] }. */
  entityPages: Record<string, string[]>
  /** Site paths of the pictures in public/art, e.g. "/art/products/pears.webp". */
  pictures: string[]
  /** Pages of the site a link may point at. */
  links: LinkChoice[]
  collections: Record<string, RecordChoice[]>
  /** JSON Schema patterns that mark a field as a picture or a site link. */
  fieldPatterns: { picture: string; link: string }
  /** The site's name (data/site.json), which page titles end with: "Spring at Green Valley | <name>". */
  siteName: string
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

/** A refusal: the message to show, and the problems when the page does not validate. */
export interface EditorErrorBody {
  error: string
  problems?: EditorProblem[]
  /** A 409 (the file changed on disk): the version of the file as it now is; absent when there is no file. */
  version?: string
}

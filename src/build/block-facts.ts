/**
 * The facts of the block catalogue, one entry per registered block type: what it is for, the entity it
 * needs, its props (from the same JSON Schema editors use), the snippet to paste into a page file and the
 * page files that use it. Both faces of the catalogue read these: /__blocks in `npm run dev` (which adds a
 * live rendering) and docs/blocks.md (written by `npm run catalogue`, which adds a screenshot).
 * Node-side only: it reads the page files.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { imagePath, sitePath } from '#data/schemas.ts'
import { pageFileNames, PAGES_DIR } from './compile-site.ts'
import { entityCollections, type BlockDefinition } from '#page-model/define-block.ts'
import { parseJsonWithPositions } from '#page-model/json-positions.ts'
import type { JsonSchema } from '#page-model/json-schema.ts'

export interface PropFact {
  /** The prop's place in the props: `title`, `counter.value`, `slides[].image`. */
  name: string
  /** In an editor's words: "text", "whole number, 2000–20000", "records from data/products.json". */
  type: string
  /** The default as JSON (long ones summarised); empty when the prop has none. */
  default: string
  /** Must be given (inside its parent, for a nested prop). */
  required: boolean
  description: string
}

export interface PageUse {
  /** e.g. "pages-schema/home.json" */
  file: string
  /** The page's path, e.g. "/" or "/shop-single/:id". */
  path: string
  /** Ids of the blocks of this type on the page; "(hidden)" after a hidden one. */
  blocks: string[]
}

export interface BlockFact {
  type: string
  description: string
  /** The collections a page's "entity" must be bound to for this block; empty when it needs none. */
  entity: readonly string[]
  /** A list a page file may number by path ("pageNumber"). */
  numberedList: boolean
  /** At least as tall as a phone's screen: the block after it loads its pictures lazily. */
  fillsScreen: boolean
  props: PropFact[]
  /** The block as a page file writes it, with its example props: what an editor copies. */
  snippet: string
  usedIn: PageUse[]
}

const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as JsonSchema

// The shared path formats, recognised by their pattern so a prop reads "picture in public/", not a regex.
const IMAGE_PATTERN = jsonSchemaOf(imagePath).pattern
const SITE_LINK_PATTERN = jsonSchemaOf(sitePath).pattern
/** JSON Schema's stand-in for "no limit" on a zod int (±this). */
const UNBOUNDED = Number.MAX_SAFE_INTEGER

/** The data collection a collectionRef() reads, e.g. "products"; undefined for any other node. */
function referencedCollection(node: JsonSchema): string | undefined {
  const collection = node.properties?.collection?.const
  return node.type === 'object' && typeof collection === 'string' ? collection : undefined
}

function range(least: number | undefined, high: number | undefined): string {
  const low = least === undefined || least <= -UNBOUNDED ? undefined : least
  const max = high === undefined || high >= UNBOUNDED ? undefined : high
  if (low !== undefined && max !== undefined) return low === max ? `exactly ${low}` : `${low}–${max}`
  if (max !== undefined) return `up to ${max}`
  if (low !== undefined) return `at least ${low}`
  return ''
}

const withRange = (words: string, limits: string) => (limits ? `${words}, ${limits}` : words)

/** What a JSON Schema node accepts, in an editor's words. */
export function describeType(node: JsonSchema): string {
  const branches = node.anyOf ?? node.oneOf
  if (branches) return [...new Set(branches.map(describeType))].join(' or ')
  const collection = referencedCollection(node)
  if (collection) return `records from data/${collection}.json`
  if (node.enum) return `one of ${node.enum.map((value) => JSON.stringify(value)).join(', ')}`
  if (node.const !== undefined) return JSON.stringify(node.const)
  const low = node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + 1 : node.minimum
  switch (node.type) {
    case 'string':
      if (node.pattern && node.pattern === IMAGE_PATTERN) return 'picture in public/'
      if (node.pattern && node.pattern === SITE_LINK_PATTERN) return 'link'
      if (node.format === 'uri') return 'web address'
      if (node.format === 'email') return 'e-mail address'
      return 'text'
    case 'integer':
      return withRange('whole number', range(low, node.maximum))
    case 'number':
      return withRange('number', range(low, node.maximum))
    case 'boolean':
      return 'true or false'
    case 'array': {
      const item = node.items ? describeType(node.items) : 'anything'
      const what = node.items?.type === 'object' && !referencedCollection(node.items) ? 'entries' : `${item} items`
      return withRange(`list of ${what}`, range(node.minItems, node.maxItems))
    }
    case 'object':
      return 'group of settings'
    default:
      return 'anything'
  }
}

const MAX_DEFAULT_LENGTH = 60

/** A default as an editor would write it, summarised when long. */
export function describeDefault(value: unknown): string {
  if (value === undefined) return ''
  const json = JSON.stringify(value)
  if (json.length <= MAX_DEFAULT_LENGTH) return json
  if (Array.isArray(value)) return `${value.length} entries`
  if (typeof value === 'string') return `${JSON.stringify(value.slice(0, MAX_DEFAULT_LENGTH - 3)).slice(0, -1)}…"`
  return `{ ${Object.keys(value as object).join(', ')} }`
}

/** One row per prop, nested groups and list entries flattened as `counter.value`, `slides[].title`. */
export function propFacts(node: JsonSchema, prefix = ''): PropFact[] {
  return Object.entries(node.properties ?? {}).flatMap(([name, child]) => {
    const fullName = prefix + name
    const row: PropFact = {
      name: fullName,
      type: describeType(child),
      default: describeDefault(child.default),
      required: (node.required ?? []).includes(name) && child.default === undefined,
      description: child.description ?? '',
    }
    if (referencedCollection(child) || child.anyOf || child.oneOf) return [row]
    if (child.type === 'object') return [row, ...propFacts(child, `${fullName}.`)]
    if (child.type === 'array' && child.items?.type === 'object' && !referencedCollection(child.items)) {
      return [row, ...propFacts(child.items, `${fullName}[].`)]
    }
    return [row]
  })
}

/** The block as a page file writes it: id, type, "when" for blocks that show their page's record, and props. */
export function blockSnippet(definition: Pick<BlockDefinition, 'type' | 'example' | 'entity'>): string {
  const when = entityCollections(definition).length > 0 ? { when: 'found' } : {}
  return JSON.stringify({ id: definition.type, type: definition.type, ...when, props: definition.example }, null, 2)
}

/** Which page files use each block type, read from the files as they are (a file that does not parse is skipped). */
export function blockUses(rootDir: string): Map<string, PageUse[]> {
  const uses = new Map<string, PageUse[]>()
  for (const name of pageFileNames(rootDir)) {
    const file = `${PAGES_DIR}/${name}`
    const { value } = parseJsonWithPositions(readFileSync(join(rootDir, file), 'utf8'))
    const page = value as { path?: unknown; blocks?: unknown } | undefined
    if (!page || !Array.isArray(page.blocks)) continue
    const byType = new Map<string, string[]>()
    for (const block of page.blocks as { id?: unknown; type?: unknown; hidden?: unknown }[]) {
      if (typeof block?.type !== 'string') continue
      const id = `${typeof block.id === 'string' ? block.id : '?'}${block.hidden === true ? ' (hidden)' : ''}`
      byType.set(block.type, [...(byType.get(block.type) ?? []), id])
    }
    for (const [type, blocks] of byType) {
      uses.set(type, [...(uses.get(type) ?? []), { file, path: typeof page.path === 'string' ? page.path : '', blocks }])
    }
  }
  return uses
}

export function blockFacts(rootDir: string, registry: readonly BlockDefinition[]): BlockFact[] {
  const uses = blockUses(rootDir)
  return registry.map((definition) => ({
    type: definition.type,
    description: definition.description,
    entity: entityCollections(definition),
    numberedList: definition.pageCount !== undefined,
    fillsScreen: definition.fillsScreen === true,
    props: propFacts(jsonSchemaOf(definition.props)),
    snippet: blockSnippet(definition),
    usedIn: uses.get(definition.type) ?? [],
  }))
}

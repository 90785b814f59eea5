/**
 * Reads the page's JSON Schema (generated from the blocks' zod schemas) as form fields: which control a
 * setting gets, its label, and the value a new entry starts with. The schema alone decides; no block is
 * known here by name.
 */
import type { JsonSchema } from './json-schema.ts'

export interface FieldPatterns {
  picture: string
  link: string
  /** A price as shown, "$12.00" (data records only). */
  money?: string | undefined
}

export type FieldKind =
  /** one line or a paragraph of text */
  | 'text'
  | 'number'
  | 'boolean'
  /** one of a fixed list (enum) */
  | 'choice'
  /** a picture in public/art */
  | 'picture'
  /** a page of the site, or a tel:, mailto: or https: link */
  | 'link'
  /** a price as shown, "$12.00", typed as an amount */
  | 'money'
  /** records of one data collection: { "collection": "farmers", "first": 3 } */
  | 'records'
  /** records of one of several collections (the schema's anyOf of collection references) */
  | 'records-any-collection'
  | 'list'
  /** a list of a fixed length, one kind of value per place (a product's two tags) */
  | 'tuple'
  | 'group'
  /** a value the schema fixes (const): shown, not edited */
  | 'fixed'
  /** anything else: edited as JSON text */
  | 'json'

export function fieldKind(schema: JsonSchema, patterns: FieldPatterns): FieldKind {
  if (schema.anyOf?.length && schema.anyOf.every(isCollectionRef)) return 'records-any-collection'
  if (isCollectionRef(schema)) return 'records'
  if (schema.const !== undefined) return 'fixed'
  if (schema.enum) return 'choice'
  switch (schema.type) {
    case 'string':
      if (schema.pattern === patterns.picture) return 'picture'
      if (schema.pattern === patterns.link) return 'link'
      if (patterns.money !== undefined && schema.pattern === patterns.money) return 'money'
      return 'text'
    case 'integer':
    case 'number':
      return 'number'
    case 'boolean':
      return 'boolean'
    case 'array':
      if (schema.prefixItems?.length) return 'tuple'
      return schema.items ? 'list' : 'json'
    case 'object':
      return schema.properties ? 'group' : 'json'
    default:
      return 'json'
  }
}

/** A reference to records in data/: an object whose "collection" is fixed. */
export function isCollectionRef(schema: JsonSchema): boolean {
  return schema.type === 'object' && typeof schema.properties?.collection?.const === 'string'
}

export function collectionOf(schema: JsonSchema): string | undefined {
  const name = schema.properties?.collection?.const
  return typeof name === 'string' ? name : undefined
}

/** "badgeText" → "Badge text", "autoplayMs" → "Autoplay (ms)", "imageAlt" → "Image alt text", "id" → "ID", "sku" → "SKU". */
export function fieldLabel(key: string): string {
  if (key === 'id' || key === 'sku') return key.toUpperCase()
  if (/Ms$/.test(key)) return `${fieldLabel(key.slice(0, -2))} (ms)`
  if (/Alt$/.test(key)) return `${fieldLabel(key.slice(0, -3))} alt text`
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** What one entry of a list is called, from its title or key: "slides" → "Slide", "categories" → "Category", "Links" → "Link". */
export function itemNoun(listKey: string): string {
  const label = fieldLabel(listKey)
  if (/ies$/.test(label)) return label.replace(/ies$/, 'y')
  if (/(ss|us)$/.test(label)) return label
  if (/s$/.test(label)) return label.slice(0, -1)
  return `${label} entry`
}

/** A few words that tell list entries apart: the first text setting of an entry (its title, question…). */
export function entrySummary(entry: unknown): string | undefined {
  if (typeof entry === 'string') return entry || undefined
  if (typeof entry === 'number') return String(entry)
  if (typeof entry !== 'object' || entry === null) return undefined
  const preferred = ['title', 'question', 'label', 'name', 'text', 'eyebrow']
  const values = entry as Record<string, unknown>
  const key =
    preferred.find((name) => typeof values[name] === 'string' && values[name]) ??
    Object.keys(values).find((name) => typeof values[name] === 'string' && values[name] && !String(values[name]).startsWith('/'))
  return key ? (values[key] as string) : undefined
}

/** Texts longer than a line: paragraphs are edited in a growing text area. */
export function isParagraph(key: string, value: unknown): boolean {
  if (typeof value === 'string' && value.length > 70) return true
  // The words on a button, link or badge are a line, though their names end in "Text".
  if (/(button|link|badge|cta|label)Text$/i.test(key)) return false
  return /(description|text|answer|lead|body|story|quote|message|testimonial|intro|paragraph)$/i.test(key)
}

/** The value a new entry or a newly added group starts with: defaults, and what a required setting needs. */
export function initialValue(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return structuredClone(schema.default)
  if (schema.const !== undefined) return schema.const
  if (schema.enum?.length) return schema.enum[0]
  if (schema.anyOf?.[0]) return initialValue(schema.anyOf[0])
  switch (schema.type) {
    case 'string':
      return ''
    case 'integer':
    case 'number':
      return lowestNumber(schema) ?? 0
    case 'boolean':
      return false
    case 'array':
      return []
    case 'object': {
      const object: Record<string, unknown> = {}
      for (const key of schema.required ?? []) {
        const property = schema.properties?.[key]
        if (property) object[key] = initialValue(property)
      }
      return object
    }
    default:
      return null
  }
}

export function lowestNumber(schema: JsonSchema): number | undefined {
  if (schema.minimum !== undefined) return schema.minimum
  if (schema.exclusiveMinimum !== undefined) return schema.type === 'integer' ? schema.exclusiveMinimum + 1 : undefined
  return undefined
}

/** The schema of one block type's props, from the page schema. */
export function blockPropsSchema(pageSchema: JsonSchema, type: string): JsonSchema | undefined {
  return blockSchema(pageSchema, type)?.properties?.props
}

export function blockSchema(pageSchema: JsonSchema, type: string): JsonSchema | undefined {
  return pageSchema.properties?.blocks?.items?.oneOf?.find((branch) => branch.properties?.type?.const === type)
}

// @vitest-environment node
/**
 * Every field the editor's forms show (page settings, a block's settings, a record, the site's settings) is
 * labelled by its schema's own title (issue 51, plain words). A field without one is labelled with words made from
 * its key (fieldLabel: "imageAlt" → "Image alt text"), which is only right when those are words a farm's editor
 * uses: each word of such a label must be in PLAIN_WORDS below. Any other field needs a `title` in its zod
 * schema (`.meta({ title: 'Picture' })`), as the failure lists.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { collections } from '#data/collections.ts'
import { pageValidator } from '#build/compile-site.ts'
import { recordJsonSchema, siteJsonSchema } from '#build/json-schema-file.ts'
import type { JsonSchema } from '#page-model/json-schema.ts'
import { fieldLabel, isCollectionRef } from '#page-model/schema-fields.ts'

/** The words a label made from a key may use: everyday words for what a farm's site shows. */
const PLAIN_WORDS = new Set(
  `
  about account additional address allergens answer area author authors benefits bio brands built button
  categories category choices closes comments contact copyright count counter countries country date default
  delivery description details directions email empty entries facts farmers features filters follow footer form
  from gallery group heading hours icon id includes info ingredients intro label layout link location logo menu
  message months name network next note notice old options paragraphs payment people perks phone places points
  postal posts previous price products progress projects question quote rating ratings recent recently region
  reviews role search sections services shipping shop sidebar skills sku slides social sort storage story street
  submit summary tagline tags testimonial testimonials text title to town unit us value video viewed visit year
  code coupon checkout call back switch prompt panel badge featured card opening opens
  `
    .trim()
    .split(/\s+/),
)

interface LabelledField {
  where: string
  label: string
}

/** The fields `schema` shows as labelled controls (leaving out `omit`), and the fields inside its groups and lists. */
function labelledFields(schema: JsonSchema | undefined, where: string, omit: readonly string[] = []): LabelledField[] {
  return Object.entries(schema?.properties ?? {}).flatMap(([key, field]) => {
    if (omit.includes(key)) return []
    const here = `${where}.${key}`
    const own = field.title ? [] : [{ where: here, label: fieldLabel(key) }]
    return [...own, ...inside(field, here)]
  })
}

/** A group's fields, a list entry's fields; not a pick of records (its control has its own words). */
function inside(field: JsonSchema, where: string): LabelledField[] {
  if (isCollectionRef(field) || field.anyOf?.some(isCollectionRef)) return []
  if (field.properties) return labelledFields(field, where)
  if (field.items) return inside(field.items, `${where}[]`)
  return []
}

/** Every field the editor's forms label, as the forms leave out the file's bookkeeping and what has its own control. */
function editorFields(): LabelledField[] {
  const page = pageValidator().jsonSchema as JsonSchema
  const blocks = page.properties?.blocks?.items?.oneOf ?? []
  return [
    ...labelledFields(page, 'page', ['$schema', 'schemaVersion', 'blocks']),
    ...blocks.flatMap((block) => {
      const type = String(block.properties?.type?.const)
      // The type is the block itself, hidden is the outline's button, the props are the settings below.
      return [
        ...labelledFields(block, `block ${type}`, ['type', 'hidden', 'props']),
        ...labelledFields(block.properties?.props, `block ${type}.props`),
      ]
    }),
    // A record's id is given when it is saved ("ID", not a field to fill in).
    ...Object.values(collections).flatMap((collection) =>
      labelledFields(recordJsonSchema(collection) as JsonSchema, `record of ${collection.name}`, ['id']),
    ),
    ...labelledFields(siteJsonSchema() as JsonSchema, 'site settings', ['$schema']),
  ]
}

describe('the editor’s field labels', () => {
  let fields: LabelledField[]
  // The page schema loads every block's schema: outside the test's time limit (decision 150, Timeouts).
  beforeAll(() => {
    fields = editorFields()
  }, 60_000)

  it('come from the schemas’ titles, or from keys that are plain words', () => {
    expect(fields.length).toBeGreaterThan(100)
    const fromCode = fields.filter(
      ({ label }) => !label.split(/[\s()]+/).every((word) => !word || PLAIN_WORDS.has(word.toLowerCase())),
    )
    expect(fromCode.map(({ where, label }) => `${where}: “${label}”`)).toEqual([])
  })
})

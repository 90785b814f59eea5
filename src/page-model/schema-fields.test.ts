// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { editorCatalogue } from '#editor-server/editor-api.ts'
import {
  blockPropsSchema,
  entrySummary,
  fieldKind,
  fieldLabel,
  initialValue,
  isParagraph,
  itemNoun,
  type FieldKind,
} from './schema-fields.ts'
import type { JsonSchema } from './json-schema.ts'

// The real page schema and patterns, as the editor receives them (the site compiled once for the whole file).
const catalogue = editorCatalogue(process.cwd())
const pageSchema = catalogue.pageSchema as JsonSchema
const kindOf = (type: string, prop: string) =>
  fieldKind(blockPropsSchema(pageSchema, type)!.properties![prop]!, catalogue.fieldPatterns)

describe('controls from the page schema', () => {
  it('gives each kind of setting its control', () => {
    expect(kindOf('faq', 'title')).toBe('text')
    expect(kindOf('faq', 'openFirst')).toBe('boolean')
    expect(kindOf('faq', 'items')).toBe('list')
    expect(kindOf('faq', 'image')).toBe('picture')
    expect(kindOf('hero-slider', 'autoplayMs')).toBe('number')
    expect(kindOf('farmers-carousel', 'farmers')).toBe('records')
    expect(kindOf('people-grid', 'people')).toBe('records-any-collection')
    expect(kindOf('brand-carousel', 'callToAction')).toBe('group')
    const callToAction = blockPropsSchema(pageSchema, 'brand-carousel')!.properties!.callToAction!
    expect(fieldKind(callToAction.properties!.buttonLink!, catalogue.fieldPatterns)).toBe('link')
    expect(fieldKind({ enum: ['grid', 'list'], type: 'string' }, catalogue.fieldPatterns)).toBe('choice')
    expect(fieldKind({ const: 'faq', type: 'string' }, catalogue.fieldPatterns)).toBe('fixed')
    expect(fieldKind({}, catalogue.fieldPatterns)).toBe('json')
  })

  it('has a form control for every setting of every block: none falls back to JSON text', () => {
    const fallbacks: string[] = []
    const visit = (schema: JsonSchema, where: string) => {
      const kind: FieldKind = fieldKind(schema, catalogue.fieldPatterns)
      if (kind === 'json') fallbacks.push(where)
      if (kind === 'group') for (const [key, child] of Object.entries(schema.properties ?? {})) visit(child, `${where}.${key}`)
      if (kind === 'list') visit(schema.items!, `${where}[]`)
    }
    for (const block of catalogue.blocks) {
      for (const [key, schema] of Object.entries(blockPropsSchema(pageSchema, block.type)?.properties ?? {}))
        visit(schema, `${block.type}.${key}`)
    }
    expect(fallbacks).toEqual([])
  })

  it('names settings in words', () => {
    expect(fieldLabel('badgeText')).toBe('Badge text')
    expect(fieldLabel('autoplayMs')).toBe('Autoplay (ms)')
    expect(fieldLabel('imageAlt')).toBe('Image alt text')
    expect(fieldLabel('id')).toBe('ID')
    expect(itemNoun('slides')).toBe('Slide')
    expect(itemNoun('categories')).toBe('Category')
    expect(itemNoun('progress')).toBe('Progress')
    expect(itemNoun('sortOptions')).toBe('Sort option')
  })

  it('tells list entries apart by their title, question or first text', () => {
    expect(entrySummary({ image: '/art/x.webp', question: 'Why?', answer: 'Because' })).toBe('Why?')
    expect(entrySummary({ image: '/art/x.webp', caption: 'Spring' })).toBe('Spring')
    expect(entrySummary('Fresh')).toBe('Fresh')
    expect(entrySummary({ value: 3 })).toBeUndefined()
  })

  it('edits descriptions and long texts in a text area', () => {
    expect(isParagraph('description', '')).toBe(true)
    expect(isParagraph('title', 'short')).toBe(false)
    expect(isParagraph('title', 'x'.repeat(80))).toBe(true)
    expect(isParagraph('text', 'Four generations on the same river meadows')).toBe(true)
    expect(isParagraph('buttonText', 'Discover More')).toBe(false)
    expect(isParagraph('badgeText', 'Organic')).toBe(false)
  })

  it('starts a new entry with the defaults and what its required settings need', () => {
    const item: JsonSchema = {
      type: 'object',
      properties: {
        question: { type: 'string', minLength: 1 },
        open: { type: 'boolean', default: true },
        count: { type: 'integer', exclusiveMinimum: 0 },
        size: { type: 'string', enum: ['s', 'm'] },
        note: { type: 'string' },
      },
      required: ['question', 'open', 'count', 'size'],
    }
    expect(initialValue(item)).toEqual({ question: '', open: true, count: 1, size: 's' })
    expect(initialValue({ type: 'array', items: item })).toEqual([])
  })
})

// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { GENERATED_SCHEMA_FILE, PAGES_DIR, SITE_SCHEMA_FILE, pageValidator } from './compile-site.ts'
import { dataJsonSchemas, serializeJsonSchema, siteJsonSchema } from './json-schema-file.ts'

type JsonSchemaNode = {
  properties?: Record<string, JsonSchemaNode>
  description?: string
  additionalProperties?: unknown
  items?: JsonSchemaNode
  oneOf?: JsonSchemaNode[]
  anyOf?: JsonSchemaNode[]
  type?: unknown
}

describe('pages-schema/page.schema.json', () => {
  it('is up to date with the zod schemas (run `npm run schema` if this fails)', () => {
    const committed = readFileSync(join(process.cwd(), PAGES_DIR, GENERATED_SCHEMA_FILE), 'utf8')
    expect(committed).toBe(serializeJsonSchema(pageValidator().jsonSchema))
  })

  it('data/site.schema.json is up to date too (run `npm run schema` if this fails)', () => {
    expect(readFileSync(join(process.cwd(), SITE_SCHEMA_FILE), 'utf8')).toBe(serializeJsonSchema(siteJsonSchema()))
  })

  it.each(dataJsonSchemas())('%s is up to date too (run `npm run schema` if this fails)', (file, schema) => {
    expect(readFileSync(join(process.cwd(), file), 'utf8')).toBe(serializeJsonSchema(schema))
  })

  it('describes every field of every data file, so editors see help as they type', () => {
    const undocumented: string[] = []
    const walk = (node: JsonSchemaNode, path: string) => {
      for (const [name, child] of Object.entries(node.properties ?? {})) {
        if (!child.description) undocumented.push(`${path}.${name}`)
        walk(child, `${path}.${name}`)
      }
      if (node.items) walk(node.items, `${path}[]`)
      for (const branch of [...(node.oneOf ?? []), ...(node.anyOf ?? [])]) walk(branch, path)
    }
    for (const [file, schema] of dataJsonSchemas()) walk(schema as JsonSchemaNode, file)
    expect(undocumented).toEqual([])
  })

  it('every data file points at its schema, so editors autocomplete it', () => {
    const files = readdirSync(join(process.cwd(), 'data')).filter(
      (name) => name.endsWith('.json') && !name.endsWith('.schema.json'),
    )
    const pointers = files.map((name) => {
      const { $schema } = JSON.parse(readFileSync(join(process.cwd(), 'data', name), 'utf8')) as { $schema?: string }
      return [name, $schema]
    })
    expect(pointers).toEqual(files.map((name) => [name, `./${name.replace(/\.json$/, '.schema.json')}`]))
  })

  it('describes every prop of every block and rejects unknown props', () => {
    const undocumented: string[] = []
    const open: string[] = []
    const walk = (node: JsonSchemaNode, path: string) => {
      if (node.type === 'object' && node.properties && node.additionalProperties !== false) open.push(path)
      for (const [name, child] of Object.entries(node.properties ?? {})) {
        if (!child.description) undocumented.push(`${path}.${name}`)
        walk(child, `${path}.${name}`)
      }
      if (node.items) walk(node.items, `${path}[]`)
      for (const branch of [...(node.oneOf ?? []), ...(node.anyOf ?? [])]) walk(branch, path)
    }
    const blocks = (pageValidator().jsonSchema as JsonSchemaNode).properties!.blocks!.items!.oneOf!
    for (const block of blocks) walk(block.properties!.props!, `${(block.properties!.type as { const?: string }).const}.props`)
    expect(undocumented).toEqual([])
    expect(open).toEqual([])
  })
})

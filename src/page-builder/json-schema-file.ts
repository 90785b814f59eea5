import { z } from 'zod'
import { siteSchema } from '../data/site-schema.ts'

/** The exact text of a generated schema file, shared by the writer and the staleness test. */
export function serializeJsonSchema(schema: object): string {
  return `${JSON.stringify(schema, null, 2)}\n`
}

/** JSON Schema of data/site.json, for editor autocomplete. */
export function siteJsonSchema(): object {
  const schema = z.toJSONSchema(siteSchema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' })
  return { ...schema, title: 'Site settings', description: 'The page frame: contacts, hours, social links, menus and footer' }
}

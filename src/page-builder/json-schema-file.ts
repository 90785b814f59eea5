/** The exact text of pages-schema/page.schema.json, shared by the writer and the staleness test. */
export function serializeJsonSchema(schema: object): string {
  return `${JSON.stringify(schema, null, 2)}\n`
}

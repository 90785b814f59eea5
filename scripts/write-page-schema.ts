/**
 * `npm run schema`: writes the JSON Schemas editors use for autocomplete, generated from the zod schemas,
 * and blocks/views.ts, the browser's typed list of block views, generated from the block registry.
 */
import { writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { blockRegistry } from '#blocks/registry.ts'
import { BLOCK_VIEWS_FILE, blockViewsFileText } from '#build/block-views-file.ts'
import { GENERATED_SCHEMA_FILE, PAGES_DIR, SITE_SCHEMA_FILE, pageValidator } from '#build/compile-site.ts'
import { dataJsonSchemas, serializeJsonSchema, siteJsonSchema } from '#build/json-schema-file.ts'

const root = resolve(import.meta.dirname, '..')
const outputs: [string, object][] = [
  [`${PAGES_DIR}/${GENERATED_SCHEMA_FILE}`, pageValidator().jsonSchema],
  [SITE_SCHEMA_FILE, siteJsonSchema()],
  ...dataJsonSchemas(),
]
for (const [file, schema] of outputs) {
  writeFileSync(join(root, file), serializeJsonSchema(schema))
  console.log(`Wrote ${file}`)
}
writeFileSync(join(root, BLOCK_VIEWS_FILE), blockViewsFileText(blockRegistry))
console.log(`Wrote ${BLOCK_VIEWS_FILE}`)

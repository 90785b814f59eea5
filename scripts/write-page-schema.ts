/** `npm run schema`: writes pages-schema/page.schema.json from the zod schemas (editor autocomplete). */
import { writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { GENERATED_SCHEMA_FILE, PAGES_DIR, pageValidator } from '../src/page-builder/compile-site.ts'
import { serializeJsonSchema } from '../src/page-builder/json-schema-file.ts'

const file = join(resolve(import.meta.dirname, '..'), PAGES_DIR, GENERATED_SCHEMA_FILE)
writeFileSync(file, serializeJsonSchema(pageValidator().jsonSchema))
console.log(`Wrote ${PAGES_DIR}/${GENERATED_SCHEMA_FILE}`)

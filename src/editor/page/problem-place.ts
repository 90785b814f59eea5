/**
 * Where a problem of the page is and what it says, in the words the editor's screens use (issue 51, plain words):
 * "Block 7, FAQ — Title", "Page settings — Address", another page or record by its title. The path and the file's
 * line stay in the printed line (`npm run validate`'s), which the problem list shows only under Details.
 */
import { blockLabel } from '#page-model/block-names.ts'
import type { EditorProblem } from '#page-model/editor-api-types.ts'
import { fieldName, placeInWords } from '#page-model/field-changes.ts'
import type { JsonPath } from '#page-model/json-positions.ts'
import type { JsonSchema } from '#page-model/json-schema.ts'
import { problemInWords } from '#page-model/problem.ts'
import { blockSchema } from '#page-model/schema-fields.ts'
import type { PageValue } from './page-document.ts'

export interface ProblemInWords {
  /** "Block 7, FAQ — Title" */
  place: string
  /** "must not be empty — e.g. Pears" */
  message: string
}

/** A missing field's message, as zod's and ajv's checks both word it: `"title" is missing`. */
const MISSING = /^"([^"]+)" is missing$/

/**
 * `problem` of the page file `file` (which holds `page`), in words: its place by the block's name and the fields'
 * titles in `pageSchema`, as the outline and the form name them; a problem in another file by the place the dev
 * server named (`problem.place`).
 */
export function problemInPage(problem: EditorProblem, file: string, page: PageValue, pageSchema: JsonSchema): ProblemInWords {
  if (problem.file !== file) return { place: problem.place?.name ?? 'Another file of the site', message: problemInWords(problem) }
  // A missing field is named as the field, which the form shows empty: "Title: is missing".
  const message = MISSING.test(problem.message) ? 'is missing' : problemInWords(problem)
  return { place: placeInPage(page, pageSchema, problemField(problem)), message }
}

/** The field a problem is about: its path, or for a missing field the field's own (the path is its group's). */
export function problemField(problem: EditorProblem): JsonPath {
  const missing = MISSING.exec(problem.message)?.[1]
  return missing ? [...problem.path, missing] : problem.path
}

function placeInPage(page: PageValue, pageSchema: JsonSchema, path: JsonPath): string {
  const [first, index, ...rest] = path
  if (first === 'blocks' && typeof index === 'number') {
    const block = page.blocks[index]
    const name = `Block ${index + 1}${block ? `, ${blockLabel(block.type)}` : ''}`
    const schema = block ? blockSchema(pageSchema, block.type) : undefined
    const inProps = rest[0] === 'props'
    const field = fieldInWords(
      inProps ? schema?.properties?.props : schema,
      inProps ? block?.props : block,
      inProps ? rest.slice(1) : rest,
    )
    return field ? `${name} — ${field}` : name
  }
  const field = fieldInWords(pageSchema, page, path)
  return field ? `Page settings — ${field}` : 'This page'
}

/** One field by its title as the form labels it ("Title"); a field deeper in by where it is ("The answer in the 2nd item"). */
function fieldInWords(schema: JsonSchema | undefined, value: unknown, path: JsonPath): string {
  if (path.length === 0) return ''
  if (path.length === 1 && typeof path[0] === 'string') return fieldName(path[0], schema)
  const words = placeInWords(schema, value, path)
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * data/picture-alts.json: the text alternative of each picture added in the page editor, by its site path
 * (decision 204). The editor asks for it when a picture is added, and fills a picture's alt field from it.
 */
import { z } from 'zod'
import type { JsonPath } from '#page-model/json-positions.ts'
import { pathInWords } from '#page-model/problem.ts'
import { imagePath, line, schemaLine, TEXT_MAX } from './schemas.ts'

export const PICTURE_ALTS_FILE = 'data/picture-alts.json'
export const PICTURE_ALTS_SCHEMA_FILE = 'data/picture-alts.schema.json'

export const pictureAltsSchema = z.strictObject({
  $schema: schemaLine(PICTURE_ALTS_SCHEMA_FILE),
  alts: z
    .record(imagePath, line(TEXT_MAX.sentence).describe('What the picture shows, in a sentence, for visitors who cannot see it'))
    .describe(
      'Each picture\'s text alternative, by its path, e.g. "/art/blog/spring-lambs.webp": "Two lambs in the orchard grass"',
    ),
})
export type PictureAlts = z.output<typeof pictureAltsSchema>

/** Where a problem is in the file: `alt text of /art/blog/spring-lambs.webp`. */
export function describeAltPath(_value: unknown, path: JsonPath): string {
  const [key, picture] = path
  return key === 'alts' && typeof picture === 'string' ? `alt text of ${picture}` : pathInWords(path)
}

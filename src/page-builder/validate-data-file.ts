/** Checks data files (collections and site settings) against their zod schemas, with line and column. */
import { z } from 'zod'
import { offsetOfPath, parseJsonWithPositions, type JsonPath } from './json-positions.ts'
import { pathInWords, type Problem } from './problem.ts'

export function validateJsonFile<S extends z.ZodType>(
  file: string,
  text: string,
  schema: S,
): { problems: Problem[]; value?: z.output<S> | undefined } {
  const json = parseJsonWithPositions(text)
  if (json.syntaxErrors.length > 0) {
    return { problems: json.syntaxErrors.map((e) => ({ file, ...json.lineAndColumn(e.offset), where: '', message: e.message })) }
  }
  const at = (path: JsonPath, message: string): Problem => ({
    file,
    ...json.lineAndColumn(offsetOfPath(json.root, path)),
    where: pathInWords(path).replace(/^(\d+)/, '[$1]'),
    message,
  })
  const parsed = schema.safeParse(json.value)
  if (!parsed.success) return { problems: parsed.error.issues.map((issue) => at(issue.path as JsonPath, issue.message)) }
  return { problems: [], value: parsed.data }
}

/** A collection: a list of records with unique ids. */
export function validateDataFile(file: string, text: string, recordSchema: z.ZodType): Problem[] {
  const result = validateJsonFile(file, text, z.array(recordSchema))
  if (!result.value) return result.problems
  const json = parseJsonWithPositions(text)
  const problems: Problem[] = []
  const seen = new Map<unknown, number>()
  ;(result.value as { id: unknown }[]).forEach((record, index) => {
    const earlier = seen.get(record.id)
    if (earlier === undefined) seen.set(record.id, index)
    else
      problems.push({
        file,
        ...json.lineAndColumn(offsetOfPath(json.root, [index, 'id'])),
        where: `[${index}].id`,
        message: `id ${String(record.id)} is already used by record [${earlier}]`,
      })
  })
  return problems
}

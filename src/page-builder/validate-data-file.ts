/** Checks one data collection file against its record schema, with line and column. */
import { z } from 'zod'
import { offsetOfPath, parseJsonWithPositions, type JsonPath } from './json-positions.ts'
import { pathInWords, type Problem } from './problem.ts'

export function validateDataFile(file: string, text: string, recordSchema: z.ZodType): Problem[] {
  const json = parseJsonWithPositions(text)
  if (json.syntaxErrors.length > 0) {
    return json.syntaxErrors.map((e) => ({ file, ...json.lineAndColumn(e.offset), where: '', message: e.message }))
  }
  const at = (path: JsonPath, message: string): Problem => ({
    file,
    ...json.lineAndColumn(offsetOfPath(json.root, path)),
    where: pathInWords(path.map((p) => (typeof p === 'number' ? p : p))).replace(/^(\d+)/, '[$1]'),
    message,
  })
  const parsed = z.array(recordSchema).safeParse(json.value)
  if (!parsed.success) return parsed.error.issues.map((issue) => at(issue.path as JsonPath, issue.message))
  const problems: Problem[] = []
  const seen = new Map<unknown, number>()
  ;(parsed.data as { id: unknown }[]).forEach((record, index) => {
    const earlier = seen.get(record.id)
    if (earlier !== undefined) problems.push(at([index, 'id'], `id ${String(record.id)} is already used by record [${earlier}]`))
    else seen.set(record.id, index)
  })
  return problems
}

import type { JsonPath, ParsedJson } from './json-positions.ts'

/** One thing wrong in a page or data file, printed as one line. */
export interface Problem {
  file: string
  line: number
  column: number
  /** The path in words: `blocks[3] (faq "home-faq") → props.items[0]`. */
  where: string
  message: string
  /** What to do, as `npm run validate` prints it: may name fields in JSON (`e.g. "price": "$6.50"`). */
  hint?: string | undefined
  /** The hint in words, for screens that show the file's JSON only under Details: `e.g. $6.50`. */
  hintInWords?: string | undefined
}

export function formatProblem(problem: Problem): string {
  const hint = problem.hint ? ` — ${problem.hint}` : ''
  const where = problem.where ? `${problem.where}: ` : ''
  return `${problem.file}:${problem.line}:${problem.column}  ${where}${problem.message}${hint}`
}

/** A problem as an editor's screen says it: the message and the hint in words (`must not be empty — e.g. Pears`). */
export function problemInWords(problem: Pick<Problem, 'message' | 'hint' | 'hintInWords'>): string {
  const hint = problem.hintInWords ?? problem.hint
  return hint ? `${problem.message} — ${hint}` : problem.message
}

/** `props.items[0].answer` from ['props', 'items', 0, 'answer']. */
export function pathInWords(path: JsonPath): string {
  return path.reduce<string>(
    (text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${part}` : part),
    '',
  )
}

/** A file's first JSON syntax mistake (or nesting past the limit) as a problem, at its line and column. */
export function syntaxProblems(file: string, json: ParsedJson): Problem[] {
  // The first syntax error only: the parser's later ones mostly follow from it (one missing comma can read as
  // several), and nothing else in the file is checked until it reads as JSON.
  return json.syntaxErrors.slice(0, 1).map((error) => ({
    file,
    ...json.lineAndColumn(error.offset),
    where: '',
    message: error.message,
    hint: error.hint,
  }))
}

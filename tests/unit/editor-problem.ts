/**
 * A problem as the editor's endpoint sends it, for component tests: at `path` of the file edited, with `printed`
 * as `npm run validate` prints it. A test gives what it is about; the file and place default to a page's start.
 */
import type { EditorProblem } from '#page-model/editor-api-types.ts'
import { formatProblem, type Problem } from '#page-model/problem.ts'

export function editorProblem(
  given: Pick<EditorProblem, 'path' | 'message'> & Partial<Problem> & Pick<Partial<EditorProblem>, 'place'>,
): EditorProblem {
  const problem = { file: 'pages-schema/home-2.json', line: 1, column: 1, where: '', ...given }
  return { ...problem, printed: formatProblem(problem) }
}

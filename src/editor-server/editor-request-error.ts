/** The refusals of the editor's endpoint (/__edit/api), which it answers with their status and message. */
import type { EditorProblem } from '#page-model/editor-api-types.ts'

/** A request the editor's endpoint refuses: the HTTP status, the message shown to the editor and any page problems. */
export class EditorRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly problems?: EditorProblem[],
    /** A 409's file as it now is on disk (undefined: there is none), so the editor can tell what changed. */
    readonly version?: string,
  ) {
    super(message)
  }
}

/** A request refused as bad (400): `Refused: <message>.` */
export function badRequest(message: string): EditorRequestError {
  return new EditorRequestError(400, `Refused: ${message}.`)
}

/** A save refused (422) for the problems the draft would bring, said in words: "Refused: the page would have 2 problems…". */
export function wouldHaveProblems(what: string, problems: EditorProblem[]): EditorRequestError {
  const count = problems.length === 1 ? 'a problem' : `${problems.length} problems`
  return new EditorRequestError(422, `Refused: ${what} would have ${count}; nothing was written.`, problems)
}

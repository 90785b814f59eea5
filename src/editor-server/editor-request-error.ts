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

/** The editor's calls to its dev-server endpoint (src/editor-server/editor-endpoint.ts). */
import type {
  CheckRequest,
  CheckResult,
  EditorCatalogue,
  EditorErrorBody,
  EditorProblem,
  OpenedPageFile,
  PageFileSummary,
  SaveRequest,
  SaveResult,
} from '#page-model/editor-api-types.ts'

const API = '/__edit/api/'

/** A refusal or failure of the endpoint, with its message and the page's problems when there are any. */
export class EndpointError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly problems: EditorProblem[] = [],
  ) {
    super(message)
  }
}

async function call<T>(action: string, init?: { body: unknown; signal?: AbortSignal | undefined }): Promise<T> {
  let response: Response
  try {
    response = await fetch(API + action, {
      method: init ? 'POST' : 'GET',
      headers: init ? { 'Content-Type': 'application/json' } : {},
      body: init ? JSON.stringify(init.body) : null,
      signal: init?.signal ?? null,
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new EndpointError('The dev server does not answer. Is `npm run dev` still running?', 0)
  }
  const body = (await response.json().catch(() => ({ error: `The dev server answered ${response.status}.` }))) as
    T | EditorErrorBody
  if (!response.ok) {
    const { error, problems } = body as EditorErrorBody
    throw new EndpointError(error, response.status, problems)
  }
  return body as T
}

export const endpoint = {
  pages: () => call<{ pages: PageFileSummary[] }>('pages').then((answer) => answer.pages),
  catalogue: () => call<EditorCatalogue>('catalogue'),
  open: (name: string) => call<OpenedPageFile>(`page-file?name=${encodeURIComponent(name)}`),
  check: (request: CheckRequest, signal?: AbortSignal) => call<CheckResult>('check', { body: request, signal }),
  save: (request: SaveRequest) => call<SaveResult>('save', { body: request }),
}

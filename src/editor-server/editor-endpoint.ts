/**
 * The page editor's HTTP endpoint in `npm run dev` (never in a build): /__edit/api/…
 *   GET  pages                 the page files
 *   GET  catalogue             block types, the page schema and what the pickers offer
 *   GET  page-file?name=X      one page file's text, value and problems
 *   POST check   {name, page}  the draft's problems and compiled preview
 *   POST save    {name, page, version}  writes the file, only if it validates
 * It answers only pages of its own origin: a POST must carry an Origin header naming this very server,
 * so another site open in the same browser cannot make it write files.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { checkDraft, editorCatalogue, listPageFiles, openPageFile, saveDraft } from './editor-api.ts'
import type { CheckRequest, EditorErrorBody, SaveRequest } from '#page-model/editor-api-types.ts'
import { excessiveNesting, MAX_JSON_DEPTH, nestingProblem } from '#page-model/json-positions.ts'
import { EditorRequestError } from './page-file-access.ts'

export const EDITOR_API_PREFIX = '/__edit/api/'
const MAX_BODY_BYTES = 1024 * 1024

/** Why a request may not be answered, or undefined when it comes from the editor's own origin. */
export function foreignRequestRefusal(method: string, headers: IncomingMessage['headers']): string | undefined {
  const host = headers.host
  if (!host) return 'Refused: the request names no Host.'
  const origin = headers.origin
  if (origin !== undefined && !isSameOrigin(origin, host))
    return `Refused: the page editor only answers its own pages (http://${host}), not ${origin}.`
  const fetchSite = headers['sec-fetch-site']
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none')
    return `Refused: the page editor only answers its own pages (the browser says this request is ${fetchSite}).`
  if (method !== 'GET' && origin === undefined)
    return 'Refused: a request that changes files must come from the editor page (it has no Origin header).'
  return undefined
}

function isSameOrigin(origin: string, host: string): boolean {
  try {
    const url = new URL(origin)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host === host
  } catch {
    return false
  }
}

/** Answers /__edit/api/… requests for the site in rootDir. */
export async function handleEditorApiRequest(rootDir: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  try {
    const url = new URL(request.url ?? '/', 'http://editor.invalid')
    const action = url.pathname.slice(EDITOR_API_PREFIX.length)
    const method = request.method ?? 'GET'
    const refusal = foreignRequestRefusal(method, request.headers)
    if (refusal) throw new EditorRequestError(403, refusal)

    if (method === 'GET' && action === 'pages') return send(response, 200, { pages: listPageFiles(rootDir) })
    if (method === 'GET' && action === 'catalogue') return send(response, 200, editorCatalogue(rootDir))
    if (method === 'GET' && action === 'page-file')
      return send(response, 200, openPageFile(rootDir, url.searchParams.get('name')))
    if (method === 'POST' && (action === 'check' || action === 'save')) {
      const body = await readJsonBody(request)
      if (action === 'check') {
        const { problems, dataProblems, preview } = await checkDraft(rootDir, body as CheckRequest)
        return send(response, 200, { problems, dataProblems, preview })
      }
      return send(response, 200, await saveDraft(rootDir, body as SaveRequest))
    }
    const known = ['pages', 'catalogue', 'page-file', 'check', 'save']
    if (known.includes(action)) throw new EditorRequestError(405, `Refused: ${method} is not allowed on ${url.pathname}.`)
    throw new EditorRequestError(404, `${url.pathname} is not part of the page editor's endpoint.`)
  } catch (error) {
    if (error instanceof EditorRequestError) {
      const body: EditorErrorBody = {
        error: error.message,
        ...(error.problems ? { problems: error.problems } : {}),
        ...(error.version ? { version: error.version } : {}),
      }
      return send(response, error.status, body)
    }
    const message = error instanceof Error ? error.message : String(error)
    return send(response, 500, { error: `The page editor failed: ${message}` } satisfies EditorErrorBody)
  }
}

async function readJsonBody(request: IncomingMessage): Promise<unknown> {
  const type = request.headers['content-type'] ?? ''
  if (!type.startsWith('application/json'))
    throw new EditorRequestError(415, 'Refused: send the page as JSON (Content-Type: application/json).')
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_BODY_BYTES) throw new EditorRequestError(413, 'Refused: the request is larger than 1 MB.')
    chunks.push(chunk)
  }
  const text = Buffer.concat(chunks).toString('utf8')
  // The page sits one level inside the body ({"name", "page"}); a page nested past the limit would overflow
  // the stack of the printer and the checks, so it is refused here, as `npm run validate` refuses its file.
  const nesting = excessiveNesting(text, MAX_JSON_DEPTH + 1)
  if (nesting) throw new EditorRequestError(400, `Refused: the page is ${nestingProblem(nesting.depth - 1).message}.`)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new EditorRequestError(400, 'Refused: the request body is not valid JSON.')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new EditorRequestError(
      400,
      'Refused: the request body must be a JSON object such as {"name": "home-2.json", "page": {…}}.',
    )
  return body
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.statusCode = status
  response.setHeader('Content-Type', 'application/json; charset=utf-8')
  response.setHeader('Cache-Control', 'no-store')
  response.end(JSON.stringify(body))
}

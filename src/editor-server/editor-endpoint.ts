/**
 * The page editor's HTTP endpoint in `npm run dev` (never in a build): /__edit/api/…
 *   GET  pages                 the page files
 *   GET  catalogue             block types, the page schema and what the pickers offer
 *   GET  page-file?name=X      one page file's text, value and problems
 *   POST check   {name, page}  the draft's problems and compiled preview
 *   POST save    {name, page, version}  writes the file, only if it validates
 *   GET  collections, collections/:name; POST collections/:name/check; PUT collections/:name   data/ (data-api.ts)
 *   POST collections/:name/preview {page, records?}   a page compiled with unsaved records, for the preview
 *   GET  settings; PUT settings; POST settings/preview {page, value?}                          data/site.json
 *   GET  references/:name/:id   the pages, menus and records that point at a record
 *   GET  pictures; POST pictures (the image's bytes)                                          public/art (picture-upload.ts)
 *   GET  picture-alts           the alt text of each picture added, by path (data/picture-alts.json)
 * It answers only pages of its own origin: a POST must carry an Origin header naming this very server,
 * so another site open in the same browser cannot make it write files.
 * A post's own text (post-body-api.ts): GET and PUT post-bodies/:id {text, version}, POST post-bodies/preview {text, id?}.
 *   GET  publish               what changed since the last publish (publish.ts)
 *   POST publish {files, message, author}   checks, builds, commits and pushes: one JSON line per step, then the outcome
 *   GET  history?file=F&id=N   the published versions of a page file, or of record N of a collection file (content-history.ts)
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { checkDraft, editorCatalogue, listPageFiles, listPictures, openPageFile, saveDraft } from './editor-api.ts'
import type { CheckRequest, DataErrorBody, SaveRequest } from '#page-model/editor-api-types.ts'
import { collectionNames, collections, type CollectionName } from '#data/collections.ts'
import { PAGES_DIR, SITE_FILE } from '#build/compile-site.ts'
import { postBodyFile } from '#page-model/post-body.ts'
import {
  checkCollection,
  DataRequestError,
  listCollections,
  openCollection,
  openSettings,
  previewCollection,
  previewSettings,
  saveCollection,
  saveSettings,
} from './data-api.ts'
import { MAX_PICTURE_BYTES, pictureAlts, storePicture } from './picture-upload.ts'
import { recordReferences } from './record-references.ts'
import { excessiveNesting, MAX_JSON_DEPTH, nestingProblem } from '#page-model/json-positions.ts'
import { EDITOR_API_PATH } from '#page-model/dev-addresses.ts'
import { EditorRequestError } from './editor-request-error.ts'
import type { PostBodyPreviewRequest, PostBodySaveRequest } from '#page-model/editor-api-types.ts'
import { openPostBody, previewPostBody, savePostBody } from './post-body-api.ts'
import type { PublishRequest } from '#page-model/editor-api-types.ts'
import { publish, publishSummary } from './publish.ts'
import { versionHistory } from './content-history.ts'

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
    const action = url.pathname.slice(EDITOR_API_PATH.length)
    const method = request.method ?? 'GET'
    const refusal = foreignRequestRefusal(method, request.headers)
    if (refusal) throw new EditorRequestError(403, refusal)

    if (method === 'GET' && action === 'pages') return send(response, 200, { pages: listPageFiles(rootDir) })
    if (method === 'GET' && action === 'catalogue') return send(response, 200, editorCatalogue(rootDir))
    if (method === 'GET' && action === 'page-file')
      return send(response, 200, openPageFile(rootDir, url.searchParams.get('name')))
    const postBody = /^post-bodies\/([^/]+)$/.exec(action)?.[1]
    if (postBody !== undefined) {
      if (method === 'POST' && postBody === 'preview')
        return send(
          response,
          200,
          previewPostBody(rootDir, (await readJsonBody(request, postTextDraft(postBody))) as PostBodyPreviewRequest),
        )
      if (method === 'GET' && postBody !== 'preview') return send(response, 200, openPostBody(rootDir, postBody))
      if (method === 'PUT' && postBody !== 'preview')
        return send(
          response,
          200,
          await savePostBody(rootDir, postBody, (await readJsonBody(request, postTextDraft(postBody))) as PostBodySaveRequest),
        )
      throw new EditorRequestError(405, `Refused: ${method} is not allowed on ${url.pathname}.`)
    }
    if (method === 'POST' && (action === 'check' || action === 'save')) {
      const body = await readJsonBody(request, pageDraft)
      if (action === 'check') {
        const { problems, dataProblems, preview } = await checkDraft(rootDir, body as CheckRequest)
        return send(response, 200, { problems, dataProblems, preview })
      }
      return send(response, 200, await saveDraft(rootDir, body as SaveRequest))
    }
    const [resource, name, detail, ...rest] = action.split('/').map(decodeURIComponent)
    if (resource === 'collections' && rest.length === 0) {
      if (name === undefined && method === 'GET') return send(response, 200, listCollections(rootDir))
      if (name !== undefined && detail === undefined && method === 'GET')
        return send(response, 200, openCollection(rootDir, name))
      if (name !== undefined && detail === undefined && method === 'PUT')
        return send(response, 200, await saveCollection(rootDir, name, await readJsonBody(request, recordsDraft(name))))
      if (name !== undefined && detail === 'check' && method === 'POST')
        return send(response, 200, await checkCollection(rootDir, name, await readJsonBody(request, recordsDraft(name))))
      if (name !== undefined && detail === 'preview' && method === 'POST')
        return send(response, 200, await previewCollection(rootDir, name, await readJsonBody(request, recordsDraft(name))))
    }
    if (resource === 'settings' && name === undefined) {
      if (method === 'GET') return send(response, 200, openSettings(rootDir))
      if (method === 'PUT') return send(response, 200, await saveSettings(rootDir, await readJsonBody(request, settingsDraft)))
    }
    if (resource === 'settings' && name === 'preview' && detail === undefined && method === 'POST')
      return send(response, 200, await previewSettings(rootDir, await readJsonBody(request, settingsDraft)))
    if (resource === 'references' && detail !== undefined && rest.length === 0 && method === 'GET') {
      if (!collectionNames.includes(name as CollectionName))
        throw new EditorRequestError(404, `${JSON.stringify(name)} is not a collection of data/.`)
      if (!/^[1-9]\d*$/.test(detail)) throw new EditorRequestError(400, `Refused: ${JSON.stringify(detail)} is not a record id.`)
      return send(response, 200, recordReferences(rootDir, name as CollectionName, Number(detail)))
    }
    if (resource === 'pictures' && name === undefined) {
      if (method === 'GET') return send(response, 200, listPictures(rootDir))
      if (method === 'POST') {
        const header = (key: string) => {
          const value = request.headers[key]
          return typeof value === 'string' ? decodeHeader(value) : undefined
        }
        const type = request.headers['content-type'] ?? ''
        if (!/^image\/(jpeg|png|webp)$/.test(type))
          throw new EditorRequestError(415, 'Refused: send the picture as image/jpeg, image/png or image/webp.')
        const bytes = await readBody(request, MAX_PICTURE_BYTES, 'Refused: the picture is larger than 15 MB; export it smaller.')
        const picture = await storePicture(rootDir, {
          bytes,
          fileName: header('x-picture-name'),
          folder: header('x-picture-folder'),
          alt: header('x-picture-alt'),
        })
        return send(response, 200, picture)
      }
    }
    if (action === 'picture-alts' && method === 'GET') return send(response, 200, pictureAlts(rootDir))
    if (action === 'publish' && method === 'GET') return send(response, 200, await publishSummary(rootDir))
    if (action === 'publish' && method === 'POST') {
      const body = publishRequest(await readJsonBody(request, publishDraft))
      response.statusCode = 200
      response.setHeader('Content-Type', 'application/x-ndjson; charset=utf-8')
      response.setHeader('Cache-Control', 'no-store')
      await publish(rootDir, body, (event) => response.write(`${JSON.stringify(event)}\n`))
      response.end()
      return
    }
    if (action === 'history' && method === 'GET') {
      const id = url.searchParams.get('id')
      if (id !== null && !/^[1-9]\d*$/.test(id))
        throw new EditorRequestError(400, `Refused: ${JSON.stringify(id)} is not a record id.`)
      return send(
        response,
        200,
        await versionHistory(rootDir, url.searchParams.get('file'), id === null ? undefined : Number(id)),
      )
    }
    const known = [
      'publish',
      'history',
      'picture-alts',
      'pages',
      'catalogue',
      'page-file',
      'check',
      'save',
      'collections',
      'settings',
      'references',
      'pictures',
    ]
    if (known.includes(action) || (resource !== undefined && known.includes(resource) && name !== undefined))
      throw new EditorRequestError(405, `Refused: ${method} is not allowed on ${url.pathname}.`)
    throw new EditorRequestError(404, `${url.pathname} is not part of the page editor's endpoint.`)
  } catch (error) {
    if (error instanceof EditorRequestError) {
      const body: DataErrorBody = {
        error: error.message,
        ...(error.problems ? { problems: error.problems } : {}),
        ...(error.version ? { version: error.version } : {}),
        ...(error instanceof DataRequestError ? { references: error.references } : {}),
      }
      return send(response, error.status, body)
    }
    const message = error instanceof Error ? error.message : String(error)
    return send(response, 500, { error: `The page editor failed: ${message}` } satisfies DataErrorBody)
  }
}

/** A header's value: a name or alt text with other than ASCII letters is sent percent-encoded (encodeURIComponent). */
function decodeHeader(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

async function readBody(request: IncomingMessage, limit: number, tooLarge: string): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limit) throw new EditorRequestError(413, tooLarge)
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

/**
 * What a request's JSON body is a draft of, for its refusals: the file (named from the body when it says which),
 * and how many levels of the body wrap that draft ({"name", "page": {…}} wraps a page in one).
 */
interface DraftOf {
  file: (body: unknown) => string
  wrapping: number
}

const pageDraft: DraftOf = {
  file: (body) => {
    const name = (body as { name?: unknown } | null)?.name
    return typeof name === 'string' && /^[\w.-]+$/.test(name) ? `${PAGES_DIR}/${name}` : 'the page'
  },
  wrapping: 1,
}
const settingsDraft: DraftOf = { file: () => SITE_FILE, wrapping: 1 }
/** {"records": […]} is the file's list of records: no level more than the file. */
const recordsDraft = (name: string): DraftOf => ({
  file: () => (Object.hasOwn(collections, name) ? collections[name as CollectionName].file : 'the records'),
  wrapping: 0,
})
const postTextDraft = (id: string): DraftOf => ({
  file: () => (/^[1-9]\d*$/.test(id) ? postBodyFile(id) : 'the post’s text'),
  wrapping: 1,
})

const publishDraft: DraftOf = { file: () => 'the publish request', wrapping: 1 }

function publishRequest(body: unknown): PublishRequest {
  const { files, message, author } = body as Partial<Record<keyof PublishRequest, unknown>>
  if (
    !Array.isArray(files) ||
    !files.every((file) => typeof file === 'string') ||
    typeof message !== 'string' ||
    typeof author !== 'string'
  )
    throw new EditorRequestError(400, 'Refused: send {"files": [the paths reviewed], "message": "…", "author": "…"}.')
  return { files, message, author }
}

async function readJsonBody(request: IncomingMessage, draft: DraftOf): Promise<unknown> {
  const type = request.headers['content-type'] ?? ''
  if (!type.startsWith('application/json'))
    throw new EditorRequestError(415, 'Refused: send the page as JSON (Content-Type: application/json).')
  const text = (await readBody(request, MAX_BODY_BYTES, 'Refused: the request is larger than 1 MB.')).toString('utf8')
  let body: unknown
  try {
    // JSON.parse reads any depth without recursion; what reads the draft afterwards would not.
    body = JSON.parse(text)
  } catch {
    throw new EditorRequestError(400, 'Refused: the request body is not valid JSON.')
  }
  // A draft nested past the limit would overflow the stack of the printer and the checks, so it is refused here,
  // as `npm run validate` refuses its file, naming the file it is a draft of.
  const nesting = excessiveNesting(text, MAX_JSON_DEPTH + draft.wrapping)
  if (nesting)
    throw new EditorRequestError(
      400,
      `Refused: the draft of ${draft.file(body)} is ${nestingProblem(nesting.depth - draft.wrapping).message}; nothing was written.`,
    )
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

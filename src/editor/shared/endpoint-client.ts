/** The editor's calls to its dev-server endpoint (src/editor-server/editor-endpoint.ts). */
import type {
  CheckRequest,
  CheckResult,
  CollectionSummary,
  DataCheckRequest,
  DataPreview,
  DataPreviewRequest,
  DataErrorBody,
  DataSaveRequest,
  DataSaveResult,
  EditorCatalogue,
  EditorProblem,
  OpenedDataFile,
  OpenedPageFile,
  OpenedPostBody,
  PageFileSummary,
  PostBodyPreview,
  PostBodySaveResult,
  RecordReference,
  SaveRequest,
  SaveResult,
  SettingsSaveRequest,
  UploadedPicture,
  PublishEvent,
  PublishRequest,
  PublishSummary,
  VersionHistory,
} from '#page-model/editor-api-types.ts'
import { EDITOR_API_PATH } from '#page-model/dev-addresses.ts'

/**
 * A refusal or failure of the endpoint, with its message and, when there are any, the file's problems,
 * the references that stop a removal, and (when the file changed on disk) the file's version now.
 */
export class EndpointError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly problems: EditorProblem[] = [],
    readonly references: RecordReference[] = [],
  ) {
    super(message)
  }
}

interface CallOptions {
  method?: 'POST' | 'PUT'
  body: unknown
  signal?: AbortSignal | undefined
}

function call<T>(action: string, init?: CallOptions): Promise<T> {
  return request<T>(action, {
    method: init ? (init.method ?? 'POST') : 'GET',
    headers: init ? { 'Content-Type': 'application/json' } : {},
    body: init ? JSON.stringify(init.body) : null,
    signal: init?.signal ?? null,
  })
}

async function request<T>(action: string, init: RequestInit): Promise<T> {
  let response: Response
  try {
    response = await fetch(EDITOR_API_PATH + action, init)
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new EndpointError('The dev server does not answer. Is `npm run dev` still running?', 0)
  }
  const body = (await response.json().catch(() => ({ error: `The dev server answered ${response.status}.` }))) as
    T | DataErrorBody
  if (!response.ok) {
    const { error, problems, references } = body as DataErrorBody
    throw new EndpointError(error, response.status, problems, references)
  }
  return body as T
}

const segment = encodeURIComponent

/** What an uploaded picture is called and where it goes: its alt text is required. */
export interface PictureUpload {
  fileName: string
  folder: string
  alt: string
}

export const endpoint = {
  pages: () => call<{ pages: PageFileSummary[] }>('pages').then((answer) => answer.pages),
  catalogue: () => call<EditorCatalogue>('catalogue'),
  open: (name: string) => call<OpenedPageFile>(`page-file?name=${segment(name)}`),
  check: (request: CheckRequest, signal?: AbortSignal) => call<CheckResult>('check', { body: request, signal }),
  save: (request: SaveRequest) => call<SaveResult>('save', { body: request }),
  collections: () => call<CollectionSummary[]>('collections'),
  openCollection: (name: string) => call<OpenedDataFile>(`collections/${segment(name)}`),
  checkCollection: (name: string, request: DataCheckRequest, signal?: AbortSignal) =>
    call<{ problems: EditorProblem[] }>(`collections/${segment(name)}/check`, { body: request, signal }),
  previewCollection: (name: string, request: DataPreviewRequest, signal?: AbortSignal) =>
    call<DataPreview>(`collections/${segment(name)}/preview`, { body: request, signal }),
  saveCollection: (name: string, request: DataSaveRequest) =>
    call<DataSaveResult>(`collections/${segment(name)}`, { method: 'PUT', body: request }),
  references: (name: string, id: number) => call<RecordReference[]>(`references/${segment(name)}/${id}`),
  openSettings: () => call<OpenedDataFile>('settings'),
  previewSettings: (request: DataPreviewRequest, signal?: AbortSignal) =>
    call<DataPreview>('settings/preview', { body: request, signal }),
  saveSettings: (request: SettingsSaveRequest) => call<DataSaveResult>('settings', { method: 'PUT', body: request }),
  openPostBody: (id: number) => call<OpenedPostBody>(`post-bodies/${id}`),
  previewPostBody: (id: number, text: string, signal?: AbortSignal) =>
    call<PostBodyPreview>('post-bodies/preview', { body: { id, text }, signal }),
  savePostBody: (id: number, text: string, version: string) =>
    call<PostBodySaveResult>(`post-bodies/${id}`, { method: 'PUT', body: { text, version } }),
  pictures: () => call<string[]>('pictures'),
  publishSummary: () => call<PublishSummary>('publish'),
  publish: (body: PublishRequest, onEvent: (event: PublishEvent) => void) => publishing(body, onEvent),
  history: (file: string, id?: number) =>
    call<VersionHistory>(`history?file=${segment(file)}${id === undefined ? '' : `&id=${id}`}`),
  uploadPicture: (picture: Blob, { fileName, folder, alt }: PictureUpload) =>
    request<UploadedPicture>('pictures', {
      method: 'POST',
      headers: {
        'Content-Type': picture.type,
        // Header values are ASCII: the server decodes these.
        'X-Picture-Name': segment(fileName),
        'X-Picture-Folder': segment(folder),
        'X-Picture-Alt': segment(alt),
      },
      body: picture,
    }),
}

/** POST publish: the server answers one JSON line per step as it goes (editor-endpoint.ts), handed on as they come. */
async function publishing(body: PublishRequest, onEvent: (event: PublishEvent) => void): Promise<void> {
  let response: Response
  try {
    response = await fetch(`${EDITOR_API_PATH}publish`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  } catch {
    throw new EndpointError('The dev server does not answer. Is `npm run dev` still running?', 0)
  }
  if (!response.ok || !response.body) {
    const answer = (await response
      .json()
      .catch(() => ({ error: `The dev server answered ${response.status}.` }))) as DataErrorBody
    throw new EndpointError(answer.error, response.status)
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let pending = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    pending += value
    const lines = pending.split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines) if (line.trim()) onEvent(JSON.parse(line) as PublishEvent)
  }
}

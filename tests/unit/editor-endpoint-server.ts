/**
 * The editor's endpoint (/__edit/api) over a real HTTP server, for its tests in src/editor-server: a throwaway
 * copy of the site to serve, and requests as the editor page sends them.
 */
import { cpSync, symlinkSync } from 'node:fs'
import { createServer, request as httpRequest } from 'node:http'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { compileSite } from '#build/compile-site.ts'
import { handleEditorApiRequest } from '#editor-server/editor-endpoint.ts'
import { newFolder } from './site-folder.ts'

export interface EndpointAnswer<T> {
  status: number
  body: T
}

export interface EditorEndpointServer {
  /** The site folder it serves. */
  root: string
  /** Its own origin, e.g. "http://127.0.0.1:40123". */
  origin: string
  /**
   * A request as the editor page sends it: its own Origin and JSON on anything but GET, unless `headers` say
   * otherwise (a header set to undefined is left out). A body that is a string or bytes is sent as it is.
   */
  call: <T>(
    method: string,
    action: string,
    body?: unknown,
    headers?: Record<string, string | undefined>,
  ) => Promise<EndpointAnswer<T>>
  close: () => Promise<void>
}

/** A copy of the site's data and page files (and Prettier's settings, which saves format with) in a new folder; public/ is linked. */
export function copyOfTheSite(prefix: string): string {
  const root = newFolder(prefix)
  for (const folder of ['data', 'pages-schema']) cpSync(join(process.cwd(), folder), join(root, folder), { recursive: true })
  cpSync(join(process.cwd(), '.prettierrc.json'), join(root, '.prettierrc.json'))
  symlinkSync(join(process.cwd(), 'public'), join(root, 'public'))
  return root
}

export async function startEditorEndpoint(root: string): Promise<EditorEndpointServer> {
  const server = createServer((request, response) => void handleEditorApiRequest(root, request, response))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`

  const call = <T>(method: string, action: string, body?: unknown, headers: Record<string, string | undefined> = {}) => {
    const sent = body === undefined || typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body)
    const allHeaders = { ...(method === 'GET' ? {} : { Origin: origin, 'Content-Type': 'application/json' }), ...headers }
    return new Promise<EndpointAnswer<T>>((resolve, reject) => {
      const request = httpRequest(
        `${origin}/__edit/api/${action}`,
        {
          method,
          headers: Object.fromEntries(
            Object.entries(allHeaders).filter((entry): entry is [string, string] => entry[1] !== undefined),
          ),
        },
        (response) => {
          let text = ''
          response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as T }))
        },
      )
      request.on('error', reject)
      request.end(sent)
    })
  }

  return { root, origin, call, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/**
 * The endpoint serving `root` for the tests of the file that calls this: started before them and compiled once
 * there (the first compile loads every block schema: outside every test's time limit, decision 150, Timeouts),
 * closed after them. What it returns answers once the tests run.
 */
export function serveDuringTheseTests(root: string): Pick<EditorEndpointServer, 'call'> & { origin: () => string } {
  let server: EditorEndpointServer | undefined
  beforeAll(async () => {
    server = await startEditorEndpoint(root)
    compileSite(root)
  }, 60_000)
  afterAll(() => server?.close())
  const started = () => {
    if (!server) throw new Error('the editor endpoint answers only once the tests run')
    return server
  }
  return { call: (...request) => started().call(...request), origin: () => started().origin }
}

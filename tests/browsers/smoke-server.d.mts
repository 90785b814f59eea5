// Types for smoke-server.mjs (plain JavaScript, as tsx runs the smoke suite), for tests/unit/smoke-server.test.ts.
export interface SmokeServer {
  /** "http://127.0.0.1:<port>": the proxy in front of scripts/serve.mjs */
  origin: string
  /** Sub-resource requests that failed (status 400 and up) since the last call, as "404 /assets/x.js". */
  takeFailedRequests: () => string[]
  close: () => Promise<void>
}

export function startSmokeServer(distDir: string): Promise<SmokeServer>

// scripts/serve.mjs as a child process serving a dist/ (DIST_DIR: a small one made by a unit test, or the
// built site for the smoke tests in other engines), on a free port.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'

const SERVE_SCRIPT = fileURLToPath(new URL('../scripts/serve.mjs', import.meta.url))

export interface ServeProcess {
  /** "http://127.0.0.1:<port>" */
  base: string
  stop: () => Promise<void>
}

/** Starts the server on `dist`; resolves once it prints its address, rejects if it exits first. */
export async function startServe(dist: string): Promise<ServeProcess> {
  const server = spawn(process.execPath, [SERVE_SCRIPT], {
    env: { ...process.env, PORT: '0', DIST_DIR: dist },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  const base = await new Promise<string>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk
      const address = output.match(/http:\/\/127\.0\.0\.1:\d+/)?.[0]
      if (address) resolve(address)
    })
    server.once('exit', (code) => reject(new Error(`scripts/serve.mjs exited with ${code}`)))
  })
  const stop = async () => {
    if (server.exitCode !== null) return
    const exited = once(server, 'exit')
    server.kill('SIGTERM')
    await exited
  }
  return { base, stop }
}

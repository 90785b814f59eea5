// Starts the static server (scripts/serve.mjs, or another copy of it) on a free port, for the benchmark and
// the load test: resolves with its URL once it prints it, rejects if it exits first. `env` adds to the
// environment it inherits (DIST_DIR: the folder to serve; a bench comparison serves two).
import { spawn } from 'node:child_process'
import path from 'node:path'

export function startServer(root, script = 'scripts/serve.mjs', env = {}) {
  const child = spawn(process.execPath, [path.resolve(root, script)], {
    cwd: root,
    env: { ...process.env, ...env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = new Promise((resolve, reject) => {
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
      const match = output.match(/http:\/\/127\.0\.0\.1:\d+/)
      if (match) resolve(match[0])
    })
    child.once('exit', (code) => reject(new Error(`${script} exited with code ${code}`)))
  })
  return { child, url }
}

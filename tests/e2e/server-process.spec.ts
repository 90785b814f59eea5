// scripts/serve.mjs as a process: what it prints and how it exits (decision 020). Each test starts its own
// server on a free port, so it can read the server's output; no browser is opened.
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import net from 'node:net'
import { expect, test } from './fixtures'

type Started = { child: ChildProcess; output: () => { stdout: string; stderr: string } }

/** Starts scripts/serve.mjs with `port`, collecting what it prints. */
function startServe(port: number): Started {
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk))
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk))
  return { child, output: () => ({ stdout, stderr }) }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = once(child, 'exit')
  child.kill('SIGTERM')
  await exited
}

test('on a busy port the server names the port and how to choose another, and exits non-zero', async () => {
  const blocker = net.createServer()
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
  const { port } = blocker.address() as net.AddressInfo
  try {
    const { child, output } = startServe(port)
    const [code] = (await once(child, 'exit')) as [number | null]
    expect(code).not.toBe(0)
    expect(code).not.toBeNull()
    const { stderr } = output()
    expect(stderr).toContain(`port ${port}`)
    expect(stderr).toContain('PORT=5000 npm start')
    expect(stderr.trim().split('\n')).toHaveLength(1)
  } finally {
    blocker.close()
  }
})

test('a hundred requests for a path the file system refuses log one short line each, no stack', async () => {
  const { child, output } = startServe(0)
  try {
    await expect.poll(() => output().stdout, { timeout: 15_000 }).toMatch(/http:\/\/127\.0\.0\.1:\d+/)
    const base = output().stdout.match(/http:\/\/127\.0\.0\.1:\d+/)![0]
    const url = `${base}/assets/${'z'.repeat(1990)}`
    for (let i = 0; i < 100; i++) {
      const response = await fetch(url)
      expect(response.status).toBe(404)
      await response.arrayBuffer()
    }
    await expect.poll(() => output().stderr.trim().split('\n').length).toBe(100)
    const lines = output().stderr.trim().split('\n')
    for (const line of lines) {
      expect(line).toMatch(/^serve: 404 GET "\/assets\/z+…": /)
      expect(line.length).toBeLessThan(220)
    }
    expect(output().stderr).not.toMatch(/^\s+at /m)
  } finally {
    await stop(child)
  }
})

#!/usr/bin/env node
// A bounded load test of scripts/serve.mjs on the built dist/ (docs/decisions/020-static-server.md):
//   node scripts/load-test.mjs [--requests 2000] [--concurrency 50] [--max-seconds 120] [--server scripts/serve.mjs]
// Starts the server itself on a free port (PORT=0), then sends --requests GETs, --concurrency at a time
// over kept-alive connections, with `Accept-Encoding: br, gzip`, cycling through a realistic mix read
// from dist/index.html: "/", an inner route, the entry script, the largest script it preloads, the main
// stylesheet and the hero SVG. Prints requests/s, p50/p90/p99/max latency, the server's CPU time per request,
// and its resident memory (RSS) before, at every tenth of the run and after. Stops early after --max-seconds. Exits 1 if
// any answer was not a 200. Needs `npm run build` first; measures, changes nothing. --server runs another
// copy of the server script (e.g. an older version saved beside it) to compare the two on the same machine.
import { startServer } from './start-server.mjs'
import { readFileSync, statSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist')

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '50' },
    'max-seconds': { type: 'string', default: '120' },
    server: { type: 'string', default: 'scripts/serve.mjs' },
  },
})
const positive = (name) => {
  const value = Number(args[name])
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} must be a positive integer, got ${args[name]}`)
    process.exit(2)
  }
  return value
}
const total = positive('requests')
const concurrency = Math.min(positive('concurrency'), total)
const maxSeconds = positive('max-seconds')

/** The addresses requested, in turn: what a visitor's first page view asks for most. */
function requestMix() {
  let html
  try {
    html = readFileSync(path.join(distDir, 'index.html'), 'utf8')
  } catch {
    console.error(`load-test: ${path.join(distDir, 'index.html')} not found — run \`npm run build\` first.`)
    process.exit(1)
  }
  const entry = html.match(/data-app-entry="(\/assets\/[^"]+\.js)"/)?.[1]
  const modules =
    html
      .match(/data-app-modules="([^"]*)"/)?.[1]
      ?.split(' ')
      .filter(Boolean) ?? []
  const largestModule = modules
    .map((file) => ({ file, size: statSync(path.join(distDir, file)).size }))
    .sort((a, b) => b.size - a.size)[0]?.file
  const stylesheet = html.match(/<link rel="stylesheet" href="(\/assets\/index-[^"]+\.css)"/)?.[1]
  const svg = html.match(/<link rel="preload" as="image" href="(\/art\/[^"]+\.svg)"/)?.[1]
  const mix = ['/', '/shop', entry, largestModule, stylesheet, svg]
  if (mix.some((url) => url === undefined)) {
    console.error(`load-test: could not find every address of the mix in dist/index.html: ${JSON.stringify(mix)}`)
    process.exit(1)
  }
  return mix
}

/**
 * The CPU time the server has used, in ms (Linux /proc: user + system clock ticks, 100 a second; elsewhere
 * undefined). Per request, it is the server's own cost, which the client sharing the machine does not blur.
 */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return undefined
  }
}

/** The server's resident memory in MB (Linux /proc; elsewhere undefined). */
function rssMb(pid) {
  try {
    const kb = Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)/m)?.[1])
    return Number.isFinite(kb) ? Math.round(kb / 1024) : undefined
  } catch {
    return undefined
  }
}

const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })

/** One GET; resolves with its status, body size and duration in ms. */
function get(base, url) {
  const started = process.hrtime.bigint()
  return new Promise((resolve, reject) => {
    const request = http.get(new URL(url, base), { agent, headers: { 'Accept-Encoding': 'br, gzip' } }, (response) => {
      let bytes = 0
      response.on('data', (chunk) => (bytes += chunk.length))
      response.on('end', () =>
        resolve({ status: response.statusCode, bytes, ms: Number(process.hrtime.bigint() - started) / 1e6 }),
      )
      response.on('error', reject)
    })
    request.on('error', reject)
  })
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

async function main() {
  const mix = requestMix()
  const { child, url } = startServer(root, args.server)
  // The server goes when the test does, however it ends.
  process.once('exit', () => child.kill('SIGTERM'))
  const base = await url
  // Let the server settle before the first reading.
  await new Promise((resolve) => setTimeout(resolve, 300))
  const memory = [{ at: 0, mb: rssMb(child.pid) }]
  const checkpoint = Math.max(1, Math.floor(total / 10))
  const durations = []
  const failures = new Map()
  let sent = 0
  let done = 0
  let bytes = 0
  const deadline = Date.now() + maxSeconds * 1000

  const cpuBefore = cpuMs(child.pid)
  const started = process.hrtime.bigint()
  async function worker() {
    while (sent < total && Date.now() < deadline) {
      const address = mix[sent % mix.length]
      sent += 1
      try {
        const result = await get(base, address)
        durations.push(result.ms)
        bytes += result.bytes
        if (result.status !== 200)
          failures.set(`${result.status} ${address}`, (failures.get(`${result.status} ${address}`) ?? 0) + 1)
      } catch (error) {
        failures.set(
          `${error.code ?? error.message} ${address}`,
          (failures.get(`${error.code ?? error.message} ${address}`) ?? 0) + 1,
        )
      }
      done += 1
      if (done % checkpoint === 0) memory.push({ at: done, mb: rssMb(child.pid) })
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  const cpuAfter = cpuMs(child.pid)
  agent.destroy()
  await new Promise((resolve) => setTimeout(resolve, 500))
  memory.push({ at: 'after', mb: rssMb(child.pid) })
  child.kill('SIGTERM')

  const sorted = [...durations].sort((a, b) => a - b)
  const ms = (value) => `${value.toFixed(1)} ms`
  console.log(`mix: ${mix.join(' ')}`)
  console.log(
    `${done} requests (concurrency ${concurrency}) in ${seconds.toFixed(2)} s${done < total ? ' — stopped at --max-seconds' : ''}`,
  )
  console.log(
    `throughput: ${(done / seconds).toFixed(0)} requests/s, ${(bytes / seconds / 1024 / 1024).toFixed(1)} MB/s of bodies`,
  )
  console.log(
    `latency: p50 ${ms(percentile(sorted, 50))}, p90 ${ms(percentile(sorted, 90))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1))}`,
  )
  const serverCpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore
  console.log(
    `server CPU: ${serverCpu === undefined ? 'n/a' : `${serverCpu} ms, ${Math.round((serverCpu * 1000) / done)} µs per request`}`,
  )
  console.log(`server RSS (MB): ${memory.map(({ at, mb }) => `${at === 0 ? 'before' : at}: ${mb ?? 'n/a'}`).join(', ')}`)
  if (failures.size > 0) {
    console.error(`not 200: ${[...failures].map(([what, count]) => `${what} ×${count}`).join(', ')}`)
    process.exitCode = 1
  }
}

main().catch((error) => {
  console.error(`load-test: ${error.message}`)
  process.exit(1)
})

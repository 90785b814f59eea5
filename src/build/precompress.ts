/**
 * Precompressed copies for scripts/serve.mjs (decision 020): beside every compressible file of the built
 * site (scripts/compressible.mjs: html, js, css, svg, xml, txt, json…; not pictures, fonts or videos), a
 * `.br` (brotli, quality 11) and a `.gz` (gzip, level 9), so the server never compresses on the fly.
 * Runs on the complete build folder before it is published; several files are compressed at once
 * (node:zlib works on libuv's thread pool).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { isCompressible, PRECOMPRESSED } from '#scripts/compressible.mjs'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

async function compressed(encoding: 'br' | 'gzip', body: Buffer): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: 9 })
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  })
}

/** The files of `folder` (relative paths, recursively) that get precompressed copies. */
export function compressibleFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && isCompressible(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
}

/** Writes `<file>.br` and `<file>.gz` beside every compressible file of `folder`; returns how many files. */
export async function precompressFolder(folder: string, parallel = 8): Promise<number> {
  const files = compressibleFiles(folder)
  let next = 0
  async function worker() {
    while (next < files.length) {
      const file = files[next++]!
      const body = readFileSync(file)
      for (const { encoding, suffix } of PRECOMPRESSED) writeFileSync(`${file}${suffix}`, await compressed(encoding, body))
    }
  }
  await Promise.all(Array.from({ length: Math.min(parallel, files.length) }, worker))
  return files.length
}

/**
 * Precompressed copies for scripts/serve.mjs (decision 020): beside every compressible file of the built
 * site (scripts/compressible.mjs: html, js, css, svg, xml, txt, json…; not pictures, fonts or videos), a
 * `.br` (brotli) and a `.gz` (gzip, level 9), so the server never compresses on the fly. Brotli at quality 11, but
 * pages at 10: the 165 pages (20.5 MB, their stylesheets inlined) took 37 CPU-s at 11 against 12 at 10, for 1.8 % more
 * bytes (19.3 → 19.6 KB a page); a page is written anew by every build, while a hashed asset is cached for a year.
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

/** Brotli's quality for a file: the most for everything but pages (see above). */
const brotliQuality = (file: string) => (/\.html$/i.test(file) ? 10 : 11)

async function compressed(encoding: 'br' | 'gzip', body: Buffer, file: string): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: 9 })
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
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
      for (const { encoding, suffix } of PRECOMPRESSED) writeFileSync(`${file}${suffix}`, await compressed(encoding, body, file))
    }
  }
  await Promise.all(Array.from({ length: Math.min(parallel, files.length) }, worker))
  return files.length
}

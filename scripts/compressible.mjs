// Which built files are worth compressing, shared by the build (which writes a .br and a .gz beside each,
// src/build/precompress.ts) and scripts/serve.mjs (which sends those copies and says Vary: Accept-Encoding).
// Text formats only: pictures, fonts and videos are compressed already.

/** File name endings of compressible files, without the dot. */
export const COMPRESSIBLE_EXTENSIONS = ['html', 'js', 'mjs', 'css', 'svg', 'xml', 'txt', 'json', 'webmanifest', 'map', 'ico']

const pattern = new RegExp(`\\.(${COMPRESSIBLE_EXTENSIONS.join('|')})$`, 'i')

/** True for a file (path or name) whose type is worth compressing. */
export function isCompressible(file) {
  return pattern.test(file)
}

/** The precompressed copies, in order of preference: the encoding, and the ending the build gives its file. */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
]

/**
 * Strict prerender: React's server renderer does not stop at an error inside a Suspense boundary. It
 * writes a client-render marker (`<!--$!-->`) in place of the content and calls onError, so the page
 * would ship with a hole. The build collects those errors and fails with the URL, the block and the
 * error (decision 006).
 */

/** What React writes as the digest of the Nth error, so a marker in the HTML leads back to the error. */
const DIGEST_PREFIX = 'prerender-error-'

export interface PrerenderProblem {
  url: string
  /** The block around the failed part of the page, when there is one. */
  block?: { id: string; type: string } | undefined
  error: string
}

/** An onError for React's server renderer that keeps every error and names it by its digest. */
export function collectRenderErrors() {
  const errors: unknown[] = []
  return {
    errors,
    onError(error: unknown): string {
      errors.push(error)
      return `${DIGEST_PREFIX}${errors.length - 1}`
    },
  }
}

function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`
  return String(error)
}

/** The wrapper PageRenderer puts around every block: <div id="ID" class="block block--TYPE">. */
const BLOCK_OPENING = /<div id="([a-z][a-z0-9-]*)" class="block block--([a-z0-9-]+)">/g
/** A boundary React left for the browser to render, with the digest onError returned, if any. */
const CLIENT_RENDER_MARKER = /<!--\$!-->(?:<template([^>]*)>)?/g

/**
 * Every client-render marker in a prerendered page, matched to its error and to the block it is in
 * (the last block opened before it: blocks are never nested), plus errors no marker points at.
 */
export function prerenderProblems(url: string, html: string, errors: readonly unknown[]): PrerenderProblem[] {
  const blocks = [...html.matchAll(BLOCK_OPENING)].map((m) => ({ at: m.index, id: m[1]!, type: m[2]! }))
  const reported = new Set<number>()
  const problems: PrerenderProblem[] = []
  for (const marker of html.matchAll(CLIENT_RENDER_MARKER)) {
    const digest = marker[1]?.match(/data-dgst="([^"]*)"/)?.[1] ?? ''
    const index = digest.startsWith(DIGEST_PREFIX) ? Number(digest.slice(DIGEST_PREFIX.length)) : NaN
    const block = blocks.findLast((b) => b.at < marker.index)
    if (Number.isInteger(index) && index < errors.length) reported.add(index)
    problems.push({
      url,
      block: block && { id: block.id, type: block.type },
      error: Number.isInteger(index) && index < errors.length ? describeError(errors[index]) : 'left for the browser to render',
    })
  }
  errors.forEach((error, index) => {
    if (!reported.has(index)) problems.push({ url, error: describeError(error) })
  })
  return problems
}

export function formatPrerenderProblem({ url, block, error }: PrerenderProblem): string {
  return `${url}: ${block ? `block "${block.id}" (${block.type})` : 'the page'} failed to prerender: ${error}`
}

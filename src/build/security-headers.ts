/**
 * The site's response headers, in one table, written out twice (decision 110):
 *  - the `headers` of serve.json (serve-handler's format), which scripts/serve.mjs, `npx serve` and the
 *    smoke-test server apply — serve.json is committed, the build rewrites this section when it is out
 *    of date and a unit test fails while the committed file is stale;
 *  - dist/_headers (the format of Netlify and Cloudflare Pages), for static hosts.
 *
 * The Content-Security-Policy allows no inline script but the page's start script, by the hash of the
 * exact text the build writes (start-app-script.ts), and the build refuses a page with any other
 * inline script, so the policy cannot drift from the pages.
 */
import { createHash } from 'node:crypto'

/** A CSP source for an inline script: its SHA-256, e.g. 'sha256-Ab3…='. */
export function scriptHashSource(scriptText: string): string {
  return `'sha256-${createHash('sha256').update(scriptText, 'utf8').digest('base64')}'`
}

/**
 * What pages may load: everything from the site's own origin, nothing from anywhere else.
 * - scripts: files from the site, plus the inline start script by its hash; no 'unsafe-inline' or
 *   'unsafe-eval' (nothing on the site uses eval). A JSON-LD `<script type="application/ld+json">` is
 *   a data block, not a script, and needs no entry.
 * - styles: 'unsafe-inline', since every page inlines its critical CSS and React sets style attributes
 *   (carousel gaps, progress widths); styles cannot run code.
 * - images: data: too, for the small SVGs the CSS carries as data URIs.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "media-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * Browser features the site never uses, turned off for it and anything it might embed. Only names
 * Chromium knows: an unknown one is logged as a console error on every page. Fullscreen and
 * picture-in-picture stay at their defaults, for the farm video's own controls.
 */
const UNUSED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]

/** Headers every response carries: pages, files, the 404 page and the server's own refusals. */
export function securityHeaders(scriptHashes: readonly string[]): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(scriptHashes),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': UNUSED_FEATURES.map((feature) => `${feature}=()`).join(', '),
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Content-Type-Options': 'nosniff',
  }
}

const IMMUTABLE = 'public, max-age=31536000, immutable'

interface HeaderRule {
  /** The files it applies to, as a serve.json glob relative to dist/. */
  serveSource: string
  /** The same files as a _headers path; absent where static hosts already do the right thing. */
  hostPath?: string
  headers: Record<string, string>
}

/** The whole table; a later rule's header replaces an earlier one's for the files both match. */
export function headerRules(scriptHashes: readonly string[]): HeaderRule[] {
  return [
    { serveSource: '**', hostPath: '/*', headers: securityHeaders(scriptHashes) },
    // Static hosts revalidate pages and unhashed files by default, and serve pages at clean URLs that
    // a "*.html" rule would not match: the next three rules are for scripts/serve.mjs only.
    { serveSource: '**', headers: { 'Cache-Control': 'public, max-age=3600' } },
    { serveSource: '**/*.avif', headers: { 'Content-Type': 'image/avif' } },
    { serveSource: '**/*.html', headers: { 'Cache-Control': 'no-cache' } },
    // Vite's hashed files never change under their name.
    { serveSource: 'assets/**', hostPath: '/assets/*', headers: { 'Cache-Control': IMMUTABLE } },
  ]
}

/** The `headers` section of serve.json. */
export function serveJsonHeaders(scriptHashes: readonly string[]) {
  return headerRules(scriptHashes).map((rule) => ({
    source: rule.serveSource,
    headers: Object.entries(rule.headers).map(([key, value]) => ({ key, value })),
  }))
}

/** serve.json's text with its `headers` section generated, everything else as it was. */
export function serveJsonText(currentText: string, scriptHashes: readonly string[]): string {
  const config = JSON.parse(currentText) as Record<string, unknown>
  return `${JSON.stringify({ ...config, headers: serveJsonHeaders(scriptHashes) }, null, 2)}\n`
}

/** dist/_headers: a path line, then its headers indented, a blank line between rules. */
export function headersFile(scriptHashes: readonly string[]): string {
  const rules = headerRules(scriptHashes).filter((rule) => rule.hostPath !== undefined)
  const blocks = rules.map((rule) =>
    [rule.hostPath, ...Object.entries(rule.headers).map(([key, value]) => `  ${key}: ${value}`)].join('\n'),
  )
  return [
    '# Response headers for static hosts (Netlify, Cloudflare Pages), written by `npm run build` from',
    '# src/build/security-headers.ts, like the headers of serve.json.',
    '',
    blocks.join('\n\n'),
    '',
  ].join('\n')
}

/** Script types a browser runs (or, for speculation rules, acts on); any other type is a data block. */
const RUNNABLE_TYPES =
  /^(|module|importmap|speculationrules|(text|application)\/(x-)?(javascript(1\.[0-5])?|ecmascript|jscript|livescript))$/i

/** The text of each inline script in a page that a browser would run. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes = '']) => !/\ssrc\s*=/i.test(attributes))
    .filter(([, attributes = '']) => {
      const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? ''
      return RUNNABLE_TYPES.test(type.trim())
    })
    .map(([, , text = '']) => text)
}

/** Inline scripts of a page the policy would block, shortened for a message; empty when all are allowed. */
export function scriptsOutsidePolicy(html: string, scriptHashes: readonly string[]): string[] {
  return inlineScripts(html)
    .filter((text) => !scriptHashes.includes(scriptHashSource(text)))
    .map((text) => (text.length > 80 ? `${text.slice(0, 80)}…` : text))
}

// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  contentSecurityPolicy,
  headersFile,
  inlineScripts,
  scriptHashSource,
  scriptsOutsidePolicy,
  securityHeaders,
  serveJsonHeaders,
  serveJsonText,
} from './security-headers.ts'
import { compileStartAppScript } from './start-app-script.ts'

const root = process.cwd()
const HASH = "'sha256-abc='"

describe('the policy', () => {
  it('hashes a script as browsers do (SHA-256 of its UTF-8 text, base64)', () => {
    expect(scriptHashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='")
    expect(scriptHashSource('é')).not.toBe(scriptHashSource('e'))
  })

  it('allows scripts from the site and the hashed ones only: no unsafe-inline, no unsafe-eval', () => {
    const directives = contentSecurityPolicy([HASH]).split('; ')
    expect(directives).toContain(`script-src 'self' ${HASH}`)
    expect(directives.filter((directive) => /^(default|script)-src/.test(directive)).join(' ')).not.toMatch(/unsafe/)
    for (const directive of ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"])
      expect(directives).toContain(directive)
  })

  it('turns off the features the site never uses', () => {
    const policy = securityHeaders([HASH])['Permissions-Policy']!
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(policy).toContain(`${feature}=()`)
  })
})

describe('serve.json and dist/_headers', () => {
  it('carry the same security headers for every path', () => {
    const everyPath = headersFile([HASH])
      .split('\n\n')
      .find((rule) => rule.startsWith('/*\n'))!
    const fromHostFile = everyPath
      .split('\n')
      .slice(1)
      .map((line) => line.trim())
    const fromServeJson = serveJsonHeaders([HASH])
      .filter((rule) => rule.source === '**')
      .flatMap((rule) => rule.headers)
      .filter(({ key }) => key !== 'Cache-Control')
      .map(({ key, value }) => `${key}: ${value}`)
    expect(fromHostFile).toEqual(fromServeJson)
    expect(headersFile([HASH])).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable')
  })

  it('serve.json keeps its other settings when its headers are written', () => {
    const text = serveJsonText('{ "public": "dist", "cleanUrls": true, "headers": [] }', [HASH])
    expect(JSON.parse(text)).toMatchObject({ public: 'dist', cleanUrls: true, headers: serveJsonHeaders([HASH]) })
  })

  it('the committed serve.json is up to date with the start script (else `npm run build` and commit serve.json)', async () => {
    const committed = readFileSync(join(root, 'serve.json'), 'utf8')
    const hash = scriptHashSource(await compileStartAppScript(root))
    expect(committed, 'serve.json is stale: run `npm run build`, which rewrites its headers, and commit it').toBe(
      serveJsonText(committed, [hash]),
    )
  })
})

describe('inline scripts of a page', () => {
  const page = [
    '<script data-app-entry="/assets/index.js">start()</script>',
    '<script type="module">importApp()</script>',
    '<SCRIPT TYPE="text/javascript">legacy()</SCRIPT>',
    '<script src="/assets/x.js"></script>',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    '<script type="text/template"><p>not run</p></script>',
  ].join('\n')

  it('are the ones a browser runs: classic and module, not files and not data blocks such as JSON-LD', () => {
    expect(inlineScripts(page)).toEqual(['start()', 'importApp()', 'legacy()'])
  })

  it('outside the policy are named', () => {
    const allowed = ['start()', 'importApp()'].map(scriptHashSource)
    expect(scriptsOutsidePolicy(page, allowed)).toEqual(['legacy()'])
    expect(scriptsOutsidePolicy(page, [...allowed, scriptHashSource('legacy()')])).toEqual([])
  })
})

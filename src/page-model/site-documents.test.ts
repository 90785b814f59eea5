import { describe, expect, it } from 'vitest'
import { absoluteUrl, fillIn, robotsTxt, sitemapXml } from './site-documents.ts'

const attack = `"><script>alert(document.domain)</script><meta http-equiv="refresh" content="0;url=//evil.example">'&`
const evilSiteUrl = `https://greenvalley.example/${attack}`
const evilPath = `/shop-single/${attack}`

describe('sitemap and robots', () => {
  it('keep markup inert in sitemap.xml', () => {
    const xml = sitemapXml(evilSiteUrl, ['/', evilPath])
    const doc = new DOMParser().parseFromString(xml, 'application/xml')
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
    expect(doc.documentElement.children).toHaveLength(2)
    expect([...doc.getElementsByTagName('loc')].map((loc) => new URL(loc.textContent!).origin)).toEqual([
      'https://greenvalley.example',
      'https://greenvalley.example',
    ])
    expect(doc.getElementsByTagName('script')).toHaveLength(0)
  })

  it('keep robots.txt to its four lines', () => {
    const robots = robotsTxt(`https://greenvalley.example/\nDisallow: /\n${attack}`)
    expect(robots).toBe('User-agent: *\nAllow: /\n\nSitemap: https://greenvalley.example/sitemap.xml\n')
  })

  it('refuse a site address that is not https and a path that is not a site path', () => {
    expect(() => absoluteUrl('javascript:alert(1)//', '/')).toThrow(/https/)
    expect(() => absoluteUrl('http://greenvalley.example', '/')).toThrow(/https/)
    expect(() => absoluteUrl('https://greenvalley.example', '//evil.example/')).toThrow(/site path/)
  })

  it('put text into a template exactly as written, "$&" and "$\'" included', () => {
    expect(fillIn('<head><!--app-head--></head>', '<!--app-head-->', "Save $& now $' and $`")).toBe(
      "<head>Save $& now $' and $`</head>",
    )
  })
})

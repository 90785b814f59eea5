/**
 * What the build writes around the prerendered markup: sitemap.xml and robots.txt, and the absolute
 * addresses the page's <head> tags name (src/app/page-head-tags.tsx; React escapes those tags). Every
 * piece of data goes through escapeHtml or the URL parser, never into markup as is, so a title, path or
 * site address cannot add a tag, an attribute or a line.
 */

/** Text safe inside an HTML or XML element or a double- or single-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')
}

/**
 * The absolute address of a site path. The URL parser percent-encodes anything a path may not hold
 * (quotes, spaces, line breaks), and only the origin of siteUrl is used, whatever follows it.
 */
export function absoluteUrl(siteUrl: string, path: string): string {
  const origin = new URL(siteUrl).origin
  if (!origin.startsWith('https://')) throw new Error(`siteUrl must be an https: address, not ${JSON.stringify(siteUrl)}`)
  if (!path.startsWith('/') || path.startsWith('//')) throw new Error(`not a site path: ${JSON.stringify(path)}`)
  return new URL(path, origin).href
}

export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeHtml(absoluteUrl(siteUrl, path))}</loc></url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}\n`
}

/**
 * Puts text into a template in place of a marker. A replacer function, not a replacement string:
 * data such as "$&" or "$'" must come out as written, not as parts of the template.
 */
export function fillIn(template: string, marker: string | RegExp, text: string): string {
  return template.replace(marker, () => text)
}

/**
 * The catalogue the editor's forms read (pictures, links, records to pick, field patterns), as the
 * endpoint would send it for an empty site: each test gives only what it is about.
 */
import type { EditorCatalogue } from '#page-model/editor-api-types.ts'

export function editorCatalogue(given: Partial<EditorCatalogue> = {}): EditorCatalogue {
  return {
    pageSchema: {},
    blocks: [],
    pictures: [],
    pictureFolders: [],
    entityPages: {},
    links: [],
    collections: {},
    fieldPatterns: { picture: '^/art/.+$', link: '^/.*$' },
    siteName: 'Green Valley Organic Farm',
    facts: [],
    siteSchema: {},
    ...given,
  }
}

/**
 * The addresses of the tools `npm run dev` serves beside the site (decision 250): the editor at /__edit and the
 * block catalogue at /__blocks. Every editor address is built by `editorAddress` and read by `editorPlace`, so
 * the editor's screens, the catalogue's "Add to page…", the dev server and its messages say them one way:
 *   /__edit                                   Pages: choose a page file
 *   /__edit?page=home-2                       the page editor on pages-schema/home-2.json
 *   /__edit?page=home-2&add=faq               the same, with a block to add (from the catalogue)
 *   /__edit?content                           Content: choose a collection
 *   /__edit?collection=products&id=1          one collection, one record chosen
 *   /__edit?settings                          Settings (data/site.json)
 *   /__edit?publish                           Publish: what changed since the last publish, and publishing it
 * Shared by the browser (the editor, the catalogue) and Node (the dev server's plugins): plain strings only.
 */

/** The editor's page; its preview frame and its endpoint sit below it. */
export const EDITOR_PATH = '/__edit'
export const EDITOR_PREVIEW_PATH = `${EDITOR_PATH}/preview`
export const EDITOR_API_PATH = `${EDITOR_PATH}/api/`
/** The block catalogue's page. */
export const CATALOGUE_PATH = '/__blocks'

/** Where in the editor an address leads. A page is named by its file ("home-2.json"). */
export type EditorPlace =
  | { section: 'pages'; page?: string | undefined; add?: string | undefined }
  | { section: 'content'; collection?: string | undefined; id?: number | undefined }
  | { section: 'settings' }
  | { section: 'publish' }

export type EditorSection = EditorPlace['section']

/** The address of a place in the editor (see the table at the top). */
export function editorAddress(place: EditorPlace): string {
  const params = new URLSearchParams()
  if (place.section === 'pages') {
    if (place.page) params.set('page', place.page.replace(/\.json$/, ''))
    if (place.add) params.set('add', place.add)
  } else if (place.section === 'content') {
    if (!place.collection) return `${EDITOR_PATH}?content`
    params.set('collection', place.collection)
    if (place.id !== undefined) params.set('id', String(place.id))
  } else {
    return `${EDITOR_PATH}?${place.section}`
  }
  const query = params.toString()
  return query ? `${EDITOR_PATH}?${query}` : EDITOR_PATH
}

/** Where in the editor an address's query (`location.search`) leads: ?collection= and ?content are Content, ?settings Settings, ?publish Publish. */
export function editorPlace(search: string): EditorPlace {
  const params = new URLSearchParams(search)
  if (params.has('collection') || params.has('content')) {
    const id = Number(params.get('id'))
    return {
      section: 'content',
      collection: params.get('collection') ?? undefined,
      id: Number.isInteger(id) && id > 0 ? id : undefined,
    }
  }
  if (params.has('settings')) return { section: 'settings' }
  if (params.has('publish')) return { section: 'publish' }
  const page = params.get('page')
  return {
    section: 'pages',
    page: page ? (page.endsWith('.json') ? page : `${page}.json`) : undefined,
    add: params.get('add') ?? undefined,
  }
}

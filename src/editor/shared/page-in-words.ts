import type { PageFileSummary } from '#page-model/editor-api-types.ts'

/**
 * A page as the editor's choosers name it: by its address, or, for a page about each record, by what it is (its
 * address and title are patterns: /shop-single/:id, "{title} | …"), as the server names it: "Each product’s page
 * (shop single)".
 */
export function pageInWords(page: Pick<PageFileSummary, 'name' | 'path' | 'recordPage'>): string {
  return page.recordPage ?? page.path ?? page.name
}

/** The main menu as the site settings describe it, plus which group holds the current page. */
import { site } from 'virtual:site/settings'

export type MenuGroup = (typeof site.menu)[number]

export const menuGroups: MenuGroup[] = site.menu

/** "/shop-single/999" → "shop-single": the page type, whatever the record. */
const pageType = (path: string) => path.split(/[/?#]/)[1] ?? ''

/**
 * True when one of the group's entries is the page being shown, or the same kind of page for another
 * record: /shop-single/999 belongs to Shop because its menu lists /shop-single/1.
 */
export function groupHoldsPath(group: Pick<MenuGroup, 'children'>, pathname: string): boolean {
  return group.children.some((child) => child.href === pathname || pageType(child.href) === pageType(pathname))
}

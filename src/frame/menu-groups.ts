/** The main menu as the site settings describe it, plus which group holds the current page. */
import { site } from 'virtual:site'

export type MenuGroup = (typeof site.menu)[number]

export const menuGroups: MenuGroup[] = site.menu

/** True when one of the group's entries is the page being shown. */
export function groupHoldsPath(group: MenuGroup, pathname: string): boolean {
  return group.children.some((child) => child.href === pathname)
}

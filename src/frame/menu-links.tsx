import { NavLink } from 'react-router-dom'
import type { MenuGroup } from './menu-groups.ts'

/** A menu group's pages as list items, each a link that marks the current page (aria-current="page"). */
export function MenuLinks({
  group,
  linkClassName,
  onNavigate,
}: {
  group: MenuGroup
  linkClassName: string
  onNavigate: () => void
}) {
  return group.children.map((child) => (
    <li key={child.href + child.label}>
      <NavLink className={linkClassName} to={child.href} end onClick={onNavigate}>
        {child.label}
      </NavLink>
    </li>
  ))
}

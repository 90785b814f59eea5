/**
 * The menu below 1200 px: a slide-in dialog with the main menu as click-to-open groups
 * (aria-expanded), the Register button, and the top bar's details (hidden on small screens).
 */
import { useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { site } from 'virtual:site/settings'
import { Icon } from '#ui/primitives/icons.tsx'
import { ContactList } from './contact-list.tsx'
import { MOBILE_MENU_BODY_CLASS } from './frame-constants.ts'
import { Logo } from './logo.tsx'
import { groupHoldsPath, menuGroups } from './menu-groups.ts'
import { MenuLinks } from './menu-links.tsx'
import { OffCanvas, type OffCanvasPanelProps } from './off-canvas.tsx'
import { SocialLinks } from '#ui/primitives/social-links.tsx'

export const MOBILE_MENU_ID = 'mobile-menu'

export function MobileMenu({ open, onClose, triggerRef }: OffCanvasPanelProps) {
  const { pathname } = useLocation()
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set())
  const toggle = (index: number) =>
    setExpanded((current) => {
      const next = new Set(current)
      if (!next.delete(index)) next.add(index)
      return next
    })

  return (
    <OffCanvas
      id={MOBILE_MENU_ID}
      className="mobile-menu"
      open={open}
      onClose={onClose}
      triggerRef={triggerRef}
      side="start"
      label="Menu"
      closeLabel="Close menu"
      bodyClass={MOBILE_MENU_BODY_CLASS}
      head={<Logo onNavigate={onClose} className="off-canvas__logo" />}
    >
      <nav className="mobile-menu__nav" aria-label="Main">
        <ul className="mobile-menu__groups">
          {menuGroups.map((group, index) => {
            const isExpanded = expanded.has(index)
            const listId = `mobile-menu-group-${index}`
            return (
              <li key={group.label} className="mobile-menu__group">
                <button
                  type="button"
                  className={`mobile-menu__trigger${groupHoldsPath(group, pathname) ? ' is-current' : ''}`}
                  aria-expanded={isExpanded}
                  aria-controls={listId}
                  onClick={() => toggle(index)}
                >
                  {group.label}
                  <Icon name="chevronDown" size={18} className="mobile-menu__chevron" />
                </button>
                <ul id={listId} className="mobile-menu__links" hidden={!isExpanded}>
                  <MenuLinks group={group} linkClassName="mobile-menu__link" onNavigate={onClose} />
                </ul>
              </li>
            )
          })}
        </ul>
      </nav>
      <Link className="btn btn--primary mobile-menu__register" to="/register" onClick={onClose}>
        Register
      </Link>
      <div className="off-canvas__section">
        <h2 className="off-canvas__heading">Get in touch</h2>
        <ContactList />
      </div>
      <SocialLinks profiles={site.social} label={`Follow ${site.name}`} className="off-canvas__social" />
    </OffCanvas>
  )
}

/**
 * The main menu from 1200 px: a disclosure button per group (aria-expanded) with a list of links.
 * A group opens on mouse hover and on click; keyboard: Enter/Space toggle, ArrowDown opens and
 * moves into the list, ArrowUp/ArrowDown/Home/End move between its links, Escape closes and
 * returns focus to the group's button, Tab out of a group closes it. One group is open at a time.
 */
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react'
import { useLocation } from 'react-router-dom'
import { Icon } from '#ui/primitives/icons.tsx'
import { groupHoldsPath, menuGroups } from './menu-groups.ts'
import { MenuLinks } from './menu-links.tsx'
import { useDismiss } from './use-dismiss.ts'

/** How long the pointer may be away (crossing a gap, a shaky hand) before a hover-opened group closes. */
const HOVER_CLOSE_DELAY_MS = 150

interface OpenGroup {
  index: number
  /** Opened by hovering: a click on its button then keeps it open instead of closing it. */
  byHover: boolean
}

function linksOf(list: HTMLElement | null): HTMLAnchorElement[] {
  return list ? [...list.querySelectorAll<HTMLAnchorElement>('a[href]')] : []
}

export function DesktopMenu() {
  const { pathname } = useLocation()
  const [open, setOpen] = useState<OpenGroup | null>(null)
  const navRef = useRef<HTMLElement>(null)
  const triggerRefs = useRef<(HTMLButtonElement | null)[]>([])
  const itemRefs = useRef<(HTMLLIElement | null)[]>([])
  const listRefs = useRef<(HTMLUListElement | null)[]>([])
  const closeTimer = useRef<number | undefined>(undefined)
  const openTriggerRef = useRef<HTMLButtonElement | null>(null)
  const openItemRef = useRef<HTMLLIElement | null>(null)

  const cancelHoverClose = () => window.clearTimeout(closeTimer.current)
  useEffect(() => cancelHoverClose, [])

  useEffect(() => {
    openTriggerRef.current = open ? (triggerRefs.current[open.index] ?? null) : null
    openItemRef.current = open ? (itemRefs.current[open.index] ?? null) : null
  }, [open])

  useDismiss({
    open: open !== null,
    insideRefs: [navRef],
    triggerRef: openTriggerRef,
    focusScopeRef: openItemRef,
    onDismiss: () => setOpen(null),
  })

  const onPointerEnter = (index: number, event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return
    cancelHoverClose()
    setOpen((current) => (current?.index === index ? current : { index, byHover: true }))
  }
  const onPointerLeave = (index: number, event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return
    cancelHoverClose()
    closeTimer.current = window.setTimeout(() => {
      setOpen((current) => (current?.index === index && current.byHover ? null : current))
    }, HOVER_CLOSE_DELAY_MS)
  }
  const onTriggerClick = (index: number) => {
    cancelHoverClose()
    setOpen((current) => {
      if (current?.index !== index) return { index, byHover: false }
      return current.byHover ? { index, byHover: false } : null
    })
  }
  const focusLink = (index: number, which: 'first' | 'last') => {
    // The list becomes visible in the same commit; wait a frame so it can take focus.
    requestAnimationFrame(() => {
      const links = linksOf(listRefs.current[index] ?? null)
      ;(which === 'first' ? links[0] : links[links.length - 1])?.focus()
    })
  }
  const onTriggerKeyDown = (index: number, event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    setOpen({ index, byHover: false })
    focusLink(index, event.key === 'ArrowDown' ? 'first' : 'last')
  }
  const onListKeyDown = (index: number, event: KeyboardEvent) => {
    const links = linksOf(listRefs.current[index] ?? null)
    const at = links.indexOf(document.activeElement as HTMLAnchorElement)
    const target = {
      ArrowDown: links[(at + 1) % links.length],
      ArrowUp: links[(at - 1 + links.length) % links.length],
      Home: links[0],
      End: links[links.length - 1],
    }[event.key]
    if (!target) return
    event.preventDefault()
    target.focus()
  }
  const onGroupBlur = (index: number, event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget
    if (next instanceof Node && !event.currentTarget.contains(next)) {
      setOpen((current) => (current?.index === index ? null : current))
    }
  }

  return (
    <nav className="main-menu" aria-label="Main" ref={navRef}>
      <ul className="main-menu__list">
        {menuGroups.map((group, index) => {
          const isOpen = open?.index === index
          const listId = `main-menu-group-${index}`
          return (
            <li
              key={group.label}
              ref={(element) => {
                itemRefs.current[index] = element
              }}
              className={`main-menu__item${isOpen ? ' is-open' : ''}`}
              onPointerEnter={(event) => onPointerEnter(index, event)}
              onPointerLeave={(event) => onPointerLeave(index, event)}
              onBlur={(event) => onGroupBlur(index, event)}
            >
              <button
                ref={(element) => {
                  triggerRefs.current[index] = element
                }}
                type="button"
                className={`main-menu__trigger${groupHoldsPath(group, pathname) ? ' is-current' : ''}`}
                aria-expanded={isOpen}
                aria-controls={listId}
                onClick={() => onTriggerClick(index)}
                onKeyDown={(event) => onTriggerKeyDown(index, event)}
              >
                {group.label}
                <Icon name="chevronDown" size={16} className="main-menu__chevron" />
              </button>
              <ul
                id={listId}
                ref={(element) => {
                  listRefs.current[index] = element
                }}
                className="main-menu__dropdown"
                onKeyDown={(event) => onListKeyDown(index, event)}
              >
                <MenuLinks group={group} linkClassName="main-menu__link" onNavigate={() => setOpen(null)} />
              </ul>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/**
 * The sticky header and the panels it opens: top bar, logo, main menu (desktop from 1200 px),
 * search, wishlist link, cart, info side panel, Register, and the mobile menu. The header takes the `sticked`
 * look after more than 5 px of scroll; before that it has no background.
 * Only one header popup (search or cart) is open at a time.
 */
import { useRef, useState, type ReactNode, type RefObject } from 'react'
import { Link } from 'react-router-dom'
import { Icon } from '#ui/primitives/icons.tsx'
import { CartMenu } from './cart-menu.tsx'
import { DesktopMenu } from './desktop-menu.tsx'
import { HeaderToggle } from './header-toggle.tsx'
import { STICKY_HEADER_THRESHOLD_PX } from './frame-constants.ts'
import { Logo } from './logo.tsx'
import { MOBILE_MENU_ID, MobileMenu } from './mobile-menu.tsx'
import { SearchBar, SearchToggle } from './search-bar.tsx'
import { SIDE_PANEL_ID, SidePanel } from './side-panel.tsx'
import { TopBar } from './top-bar.tsx'
import { useScrolledPast } from './use-scrolled-past.ts'
import { WishlistLink } from './wishlist-link.tsx'

type Popup = 'search' | 'cart' | null
type Panel = 'menu' | 'info' | null

/** Nine dots: the usual mark for an "about us" side panel. */
function DotsIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      {[5, 12, 19].flatMap((y) => [5, 12, 19].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="2" />))}
    </svg>
  )
}

/** The icon buttons that open the header's side panels: what each controls and its name for screen readers. */
const PANEL_BUTTONS = {
  info: { className: 'site-header__info', controls: SIDE_PANEL_ID, label: 'About the farm' },
  menu: { className: 'site-header__menu-button', controls: MOBILE_MENU_ID, label: 'Menu' },
} as const

function PanelButton({
  which,
  buttonRef,
  openPanel,
  onOpen,
  children,
}: {
  which: Exclude<Panel, null>
  buttonRef: RefObject<HTMLButtonElement | null>
  openPanel: Panel
  onOpen: (which: Exclude<Panel, null>) => void
  children: ReactNode
}) {
  const { className, controls, label } = PANEL_BUTTONS[which]
  return (
    <HeaderToggle
      buttonRef={buttonRef}
      className={className}
      open={openPanel === which}
      controls={controls}
      onToggle={() => onOpen(which)}
    >
      {children}
      <span className="visually-hidden">{label}</span>
    </HeaderToggle>
  )
}

export function SiteHeader() {
  const sticked = useScrolledPast(STICKY_HEADER_THRESHOLD_PX)
  const [popup, setPopup] = useState<Popup>(null)
  const [panel, setPanel] = useState<Panel>(null)
  const searchToggleRef = useRef<HTMLButtonElement>(null)
  const cartButtonRef = useRef<HTMLButtonElement>(null)
  const menuButtonRef = useRef<HTMLButtonElement>(null)
  const infoButtonRef = useRef<HTMLButtonElement>(null)

  const togglePopup = (which: Exclude<Popup, null>) => setPopup((current) => (current === which ? null : which))
  const closePopup = () => setPopup(null)
  const openPanel = (which: Exclude<Panel, null>) => {
    setPopup(null)
    setPanel(which)
  }
  const closePanel = () => setPanel(null)

  return (
    <>
      <header className={`site-header${sticked ? ' sticked' : ''}`}>
        <TopBar />
        <div className="site-header__bar">
          <div className="container site-header__inner">
            <Logo className="site-header__logo" loading="eager" />
            <DesktopMenu />
            <div className="site-header__actions">
              <SearchToggle open={popup === 'search'} onToggle={() => togglePopup('search')} buttonRef={searchToggleRef} />
              <WishlistLink />
              <CartMenu
                open={popup === 'cart'}
                onToggle={() => togglePopup('cart')}
                onClose={closePopup}
                buttonRef={cartButtonRef}
              />
              <PanelButton which="info" buttonRef={infoButtonRef} openPanel={panel} onOpen={openPanel}>
                <DotsIcon />
              </PanelButton>
              <Link className="btn btn--primary site-header__register" to="/register">
                Register
              </Link>
              <PanelButton which="menu" buttonRef={menuButtonRef} openPanel={panel} onOpen={openPanel}>
                <Icon name="menu" size={24} />
              </PanelButton>
            </div>
          </div>
          <SearchBar open={popup === 'search'} onClose={closePopup} toggleRef={searchToggleRef} />
        </div>
      </header>
      <MobileMenu open={panel === 'menu'} onClose={closePanel} triggerRef={menuButtonRef} />
      <SidePanel open={panel === 'info'} onClose={closePanel} triggerRef={infoButtonRef} />
    </>
  )
}

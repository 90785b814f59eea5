import type { ReactNode } from 'react'
import '#frame/frame.css'
// In the page's inline base styles, as before the header's code was split off: no stylesheet arrives later.
import '#frame/search-bar.css'
import { SiteToasts } from '#lib/toasts.tsx'
import { framePart } from './start-up/hydrate-on-use.tsx'

/**
 * The header and its panels (menus, search, cart, side panel), the footer (its newsletter form) and the
 * back-to-top button are not part of the app's start: they hydrate on use, or when the browser is idle (the
 * header: the cart's and wishlist's counts), near (the footer) or scrolled (the button). Decisions 230, 237.
 */
const SiteHeader = framePart({
  selector: '.site-header, #mobile-menu, #side-panel',
  load: () => import('#frame/site-header.tsx').then((module) => module.SiteHeader),
  onScroll: true,
})
// It shows only after a scroll, so its code (and the icons') loads at the first scroll, or when idle.
const ScrollToTop = framePart({
  selector: '.scroll-to-top',
  load: () => import('#frame/scroll-to-top.tsx').then((module) => module.ScrollToTop),
  onScroll: true,
})
const SiteFooter = framePart({
  selector: '.site-footer',
  load: () => import('#frame/site-footer.tsx').then((module) => module.SiteFooter),
  whenNear: true,
})

/** The page frame around every route: skip link, header (with its panels), main, footer, scroll-to-top and toasts. */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <ScrollToTop />
      <SiteToasts />
    </>
  )
}

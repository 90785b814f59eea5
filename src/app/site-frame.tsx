import type { ReactNode } from 'react'
import { ScrollToTop } from '#frame/scroll-to-top.tsx'
import '#frame/frame.css'
// In the page's inline base styles, as before the header's code was split off: no stylesheet arrives later.
import '#frame/search-bar.css'
import { SiteToasts } from '#lib/toasts.tsx'
import { framePart } from './hydrate-on-use.tsx'

/**
 * The header and its panels (menus, search, cart, side panel) and the footer (its newsletter form) are
 * not part of the app's start: they hydrate on use, or when the browser is idle (the header: the cart's
 * and wishlist's counts) or near (the footer). Decision 230.
 */
const SiteHeader = framePart({
  selector: '.site-header, #mobile-menu, #side-panel',
  load: () => import('#frame/site-header.tsx').then((module) => module.SiteHeader),
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

import type { ReactNode } from 'react'
import { ScrollToTop } from '#frame/scroll-to-top.tsx'
import { SiteFooter } from '#frame/site-footer.tsx'
import { SiteHeader } from '#frame/site-header.tsx'
import '#frame/frame.css'
import { SiteToasts } from '#lib/toasts.tsx'

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

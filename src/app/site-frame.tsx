import type { ReactNode } from 'react'
import { SiteToasts } from '../ui/toasts.tsx'

/** The page frame around every route: skip link, main landmark and toasts (header and footer come with the frame issue). */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteToasts />
    </>
  )
}

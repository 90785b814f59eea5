import '../styles/index.css'
import { Suspense, useEffect, useRef } from 'react'
import { Route, Routes, useLocation } from 'react-router-dom'
import { problems, routes } from 'virtual:site'
import { AppErrorBoundary } from './error-boundaries.tsx'
import './page-file-problems.css'
import { RoutePage } from './page-renderer.tsx'
import { replayKeptInput } from './replay-kept-input.ts'
import { notFoundRoute } from './site-loader.ts'
import { SiteFrame } from './site-frame.tsx'

/**
 * Every route change starts at the top of the new page, or at the block a link names (/team#volunteers);
 * the first page stays where the visitor has scrolled to while it loaded.
 */
function ScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation()
  const shownLocation = useRef(pathname + hash)
  useEffect(() => {
    if (shownLocation.current === pathname + hash) return
    shownLocation.current = pathname + hash
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null
    if (target) target.scrollIntoView({ behavior: 'instant' })
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname, hash])
  return null
}

/**
 * Lets tests and tools know the prerendered HTML is now interactive, and carries out what the visitor
 * did before (the page's inline script stops keeping input at this mark; decision 008).
 */
function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
    void replayKeptInput()
  }, [])
  return null
}

/** Only in `npm run dev`: the same lines as `npm run validate`, instead of a blank page. */
function PageFileProblems() {
  if (problems.length === 0) return null
  return (
    <aside className="page-file-problems" role="alert">
      <h2>The page files have {problems.length} problem(s)</h2>
      <pre>{problems.join('\n')}</pre>
    </aside>
  )
}

export function App() {
  return (
    <AppErrorBoundary>
      <MarkHydrated />
      <ScrollToTopOnNavigate />
      <PageFileProblems />
      <SiteFrame>
        <Suspense fallback={null}>
          <Routes>
            {routes.map((route) => (
              // Keyed by route: two pages whose blocks share ids and types (every home variant has a
              // hero-slider "banner") must not hand one page's carousel state to the next.
              <Route key={route.name} path={route.path} element={<RoutePage key={route.name} route={route} />} />
            ))}
            <Route path="*" element={<RoutePage route={notFoundRoute} />} />
          </Routes>
        </Suspense>
      </SiteFrame>
    </AppErrorBoundary>
  )
}

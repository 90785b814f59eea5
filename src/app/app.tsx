import '../styles/index.css'
import { Suspense, useEffect } from 'react'
import { Route, Routes, useLocation } from 'react-router-dom'
import { problems, routes } from 'virtual:site'
import { AppErrorBoundary } from './error-boundaries.tsx'
import './page-file-problems.css'
import { RoutePage } from './page-renderer.tsx'
import { notFoundRoute } from './site-loader.ts'
import { SiteFrame } from './site-frame.tsx'

/** Every route change starts at the top of the new page. */
function ScrollToTopOnNavigate() {
  const { pathname } = useLocation()
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])
  return null
}

/** Lets tests and tools know the prerendered HTML is now interactive. */
function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
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

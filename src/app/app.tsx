import '#styles/index.css'
import { Suspense, useEffect } from 'react'
import { Route, Routes, useParams } from 'react-router-dom'
import { heldBack, pathlessFiles, problems, routes } from 'virtual:site'
import { siteMonth } from 'virtual:site/settings'
import { BuildMonthContext } from '#lib/build-month.ts'
import type { SiteRoute } from '#page-model/site-types.ts'
import { AppErrorBoundary } from './error-boundaries.tsx'
import { markReadyIfSettled } from './start-up/hydrate-on-use.tsx'
import './page-file-problems.css'
import { RoutePage } from './route-page.tsx'
import { carryOutKeptInput } from './start-up/carry-out-kept-input.ts'
import { useScrollOnNavigate } from './scroll-on-navigate.ts'
import { notFoundRoute, pageExists } from './route-finder.ts'
import { SiteFrame } from './site-frame.tsx'

/**
 * Lets tests and tools know the prerendered HTML is now interactive, and carries out what the visitor
 * did before (the page's inline script stops keeping input at this mark; decision 008). The page is ready
 * (html[data-ready]) once every part waiting for its code has hydrated too (start-up/index.ts tells the sequence).
 */
function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
    markReadyIfSettled()
    void carryOutKeptInput()
  }, [])
  return null
}

/** Page files with problems that were never valid: no earlier version of them can be shown. */
const pendingFiles = [...routes.flatMap((route) => (route.pendingFile ? [route.pendingFile] : [])), ...pathlessFiles]

/**
 * Only in `npm run dev`: the same lines as `npm run validate`, above the last version of each file that
 * had none (the dev server keeps it), so a mistake never blanks the page or shows the 404 page.
 */
function PageFileProblems() {
  if (problems.length === 0) return null
  const shownAsBefore = heldBack.filter((file) => !pendingFiles.includes(file))
  return (
    <aside className="page-file-problems" role="alert" aria-labelledby="page-file-problems-title">
      <h2 id="page-file-problems-title">
        The page and data files have {problems.length === 1 ? '1 problem' : `${problems.length} problems`}
      </h2>
      <pre>{problems.join('\n')}</pre>
      {shownAsBefore.length > 0 && (
        <p>Until they are fixed, the site shows the last version without problems of {shownAsBefore.join(', ')}.</p>
      )}
    </aside>
  )
}

/** Only in `npm run dev`: stands in for a page whose file has problems and was never valid. */
function PendingPageNotice({ files, unknownAddress = false }: { files: string[]; unknownAddress?: boolean }) {
  useScrollOnNavigate()
  useEffect(() => {
    document.title = 'Page file problems'
  }, [])
  return (
    <section className="pending-page container section" aria-labelledby="pending-page-title">
      <h1 id="pending-page-title">This page is not ready yet</h1>
      <p>
        {unknownAddress
          ? `No page has this address yet. ${files.join(', ')} cannot be read, so it may be the page meant here.`
          : `${files.join(', ')} has problems, so its page cannot be shown.`}{' '}
        Fix the problems listed above and save: the page appears here.
      </p>
    </section>
  )
}

/** A route's page, or the not-found page at a page number its list does not have (route-finder.ts). */
function PageAt({ route }: { route: SiteRoute }) {
  const shown = pageExists(route, useParams()) ? route : notFoundRoute
  return <RoutePage key={shown.name} route={shown} />
}

export function App() {
  return (
    <AppErrorBoundary>
      <BuildMonthContext value={siteMonth}>
        <MarkHydrated />
        <PageFileProblems />
        <SiteFrame>
          <Suspense fallback={null}>
            <Routes>
              {routes.map((route) => (
                // Keyed by route: two pages whose blocks share ids and types (every home variant has a
                // hero-slider "banner") must not hand one page's carousel state to the next.
                <Route
                  key={route.name}
                  path={route.path}
                  element={route.pendingFile ? <PendingPageNotice files={[route.pendingFile]} /> : <PageAt route={route} />}
                />
              ))}
              <Route
                path="*"
                element={
                  pathlessFiles.length > 0 ? (
                    <PendingPageNotice files={pathlessFiles} unknownAddress />
                  ) : (
                    <RoutePage route={notFoundRoute} />
                  )
                }
              />
            </Routes>
          </Suspense>
        </SiteFrame>
      </BuildMonthContext>
    </AppErrorBoundary>
  )
}

import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter, matchPath } from 'react-router-dom'
import { App } from './app/app.tsx'
import { loadPageCode } from './app/route-page.tsx'
import { SITE_FILES_CHANGED } from './page-model/dev-events.ts'

// `npm run dev` only: a page or data file changed, so show the page as it now is.
import.meta.hot?.on(SITE_FILES_CHANGED, () => location.reload())

const container = document.getElementById('root')!
const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
)

// React's own report of a recoverable error (e.g. #520: a render it had to redo synchronously) keeps what went wrong
// in `error.cause`: report that too, so the console (and a failing test) names it.
function onRecoverableError(error: unknown) {
  reportError(error)
  if (error instanceof Error && error.cause !== undefined) reportError(error.cause)
}

// The static server answers unknown URLs with 404.html, which was rendered for another path: render fresh there
// instead of hydrating a tree that cannot match. A record page's view of an unknown id was rendered at the page's
// path ("/farmer-details/:id"): the server sends it for such an id ("/farmer-details/0"), and it hydrates there.
const renderedPath = container.dataset.renderedPath
const pathname = location.pathname.replace(/(.)\/$/, '$1')
const samePath =
  renderedPath !== undefined &&
  (renderedPath === pathname ||
    (renderedPath.includes('/:') && matchPath({ path: renderedPath, caseSensitive: true }, pathname) !== null))
if (samePath && container.hasChildNodes()) {
  // The frame and the page's content load their code as they are wanted (route-page.tsx, start-up/hydrate-on-use.tsx):
  // the start hydrates what is around them. As a transition, hydration yields to the browser between parts.
  startTransition(() => {
    hydrateRoot(container, app, { onRecoverableError })
  })
} else {
  // Everything this page draws is loaded first, its page code included, so it appears whole (no empty <main>, no
  // moment without a title) and the hydrated mark comes with it; the head tags' module comes with the page's code.
  const [{ preloadPath }, { PAGE_HEAD_TAGS }] = await Promise.all([loadPageCode(), import('./app/page-head-tags.tsx')])
  await preloadPath(location.pathname)
  container.replaceChildren()
  // The other path's title, description, canonical link and link-preview tags go too: the page's own replace them.
  for (const tag of document.head.querySelectorAll(PAGE_HEAD_TAGS)) tag.remove()
  createRoot(container, { onRecoverableError }).render(app)
}

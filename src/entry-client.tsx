import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { App } from './app/app.tsx'
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

// The static server answers unknown URLs (and unknown ids) with 404.html, which was rendered for
// another path: render fresh there instead of hydrating a tree that cannot match.
const renderedPath = container.dataset.renderedPath
const samePath = renderedPath !== undefined && renderedPath === location.pathname.replace(/(.)\/$/, '$1')
if (samePath && container.hasChildNodes()) {
  // The frame and the page's content load their code as they are wanted (route-page.tsx, hydrate-on-use.tsx):
  // the start hydrates what is around them. As a transition, hydration yields to the browser between parts.
  startTransition(() => {
    hydrateRoot(container, app)
  })
} else {
  // Everything this page draws is loaded first, so it appears whole; the head tags' module comes with the page's code.
  const [{ preloadPath }, { PAGE_HEAD_TAGS }] = await Promise.all([
    import('./app/site-loader.ts'),
    import('./app/page-head-tags.tsx'),
  ])
  await preloadPath(location.pathname)
  container.replaceChildren()
  // The other path's title, description, canonical link and link-preview tags go too: the page's own replace them.
  for (const tag of document.head.querySelectorAll(PAGE_HEAD_TAGS)) tag.remove()
  createRoot(container).render(app)
}

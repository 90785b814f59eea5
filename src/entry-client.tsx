import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { App } from './app/app.tsx'
import { PAGE_HEAD_TAGS } from './app/page-head-tags.tsx'
import { preloadPath } from './app/site-loader.ts'
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

// Load this route's page, block views and record first, so hydration draws exactly the prerendered tree.
await preloadPath(location.pathname)

// The static server answers unknown URLs (and unknown ids) with 404.html, which was rendered for
// another path: render fresh there instead of hydrating a tree that cannot match.
const renderedPath = container.dataset.renderedPath
const samePath = renderedPath !== undefined && renderedPath === location.pathname.replace(/(.)\/$/, '$1')
if (samePath && container.hasChildNodes()) {
  // As a transition, hydration yields to the browser between blocks instead of one long task.
  startTransition(() => {
    hydrateRoot(container, app)
  })
} else {
  container.replaceChildren()
  // The other path's title, description, canonical link and link-preview tags go too: the page's own replace them.
  for (const tag of document.head.querySelectorAll(PAGE_HEAD_TAGS)) tag.remove()
  createRoot(container).render(app)
}

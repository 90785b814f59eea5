/** The block catalogue's page (/__blocks, `npm run dev` only): see src/build/vite-plugin-block-catalogue.ts. */
import '#styles/index.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { entries } from 'virtual:block-catalogue'
import { viewFor } from '#app/start-up/index.ts'
import { CataloguePage } from './catalogue-page.tsx'
import { CatalogueRouter } from './catalogue-router.tsx'

// Every view first, as the site preloads a page's views: each block then draws at once. A view that fails
// to load is shown by its block's error boundary.
await Promise.allSettled(entries.map((entry) => viewFor(entry.type)))

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CatalogueRouter>
      <CataloguePage entries={entries} />
    </CatalogueRouter>
  </StrictMode>,
)

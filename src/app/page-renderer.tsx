/**
 * The renderer: a lookup loop over the page's blocks. It knows no block type by name.
 */
import { Suspense, createElement, use, useEffect } from 'react'
import { useParams } from 'react-router-dom'
import { EntityContext, fillFromRecord, recordFor } from './entity-context.ts'
import { BlockErrorBoundary } from './error-boundaries.tsx'
import { FirstScreenContext } from '../ui/first-screen.ts'
import { HydrateWhenNear } from './hydrate-when-near.tsx'
import { PathPageNumberContext } from './page-number-context.ts'
import { loadedPage, preloadRoute, viewFor } from './site-loader.ts'
import type { CompiledBlock, CompiledPage, SiteRoute } from './site-types.ts'

/** One block drawn by its registered view (suspends while the view loads); the catalogue draws blocks with it too. */
export function BlockView({ block }: { block: Pick<CompiledBlock, 'type' | 'props'> }) {
  const view = viewFor(block.type)
  // The view is cached per block type, so its identity is stable across renders.
  const View = view instanceof Promise ? use(view) : view
  return createElement(View, block.props)
}

export function PageRenderer({ page }: { page: CompiledPage }) {
  const params = useParams()
  const id = page.entity ? params[page.entity.param] : undefined
  const record = page.entity ? recordFor(page.entity, id) : undefined
  const found = record !== undefined
  const pathPageNumber = page.pageNumber ? params[page.pageNumber.param] : undefined
  const title = fillFromRecord(page.title, record)

  useEffect(() => {
    document.title = title
    document.querySelector('meta[name="description"]')?.setAttribute('content', fillFromRecord(page.description, record))
  }, [title, page.description, record])

  const visible = page.blocks.filter((block) => !block.when || (block.when === 'found') === found)
  return (
    <EntityContext value={record}>
      {visible.map((block) => (
        <div key={block.id} id={block.id} className={`block block--${block.type}`}>
          <BlockErrorBoundary blockId={block.id} blockType={block.type}>
            <Suspense fallback={null}>
              <HydrateWhenNear id={block.id}>
                <PathPageNumberContext value={block.id === page.pageNumber?.block ? pathPageNumber : undefined}>
                  <FirstScreenContext value={block.firstScreen ?? false}>
                    <BlockView block={block} />
                  </FirstScreenContext>
                </PathPageNumberContext>
              </HydrateWhenNear>
            </Suspense>
          </BlockErrorBoundary>
        </div>
      ))}
    </EntityContext>
  )
}

/** A route's page: synchronous when preloaded (prerender, hydration), otherwise suspends while loading. */
export function RoutePage({ route }: { route: SiteRoute }) {
  const page = loadedPage(route) ?? use(preloadRoute(route))
  return <PageRenderer page={page} />
}

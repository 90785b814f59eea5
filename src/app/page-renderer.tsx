/**
 * The renderer: a lookup loop over the page's blocks. It knows no block type by name.
 */
import { Suspense, createElement, memo, use } from 'react'
import { useParams } from 'react-router-dom'
import { EditedEntryContext, type EditedEntry } from './edited-entry-context.ts'
import { EntityContext, recordFor } from './entity-context.ts'
import { BlockErrorBoundary } from './error-boundaries.tsx'
import { FirstScreenContext } from '#ui/first-screen.ts'
import { HydrateWhenNear } from './hydrate-when-near.tsx'
import { PageHeadTags } from './page-head-tags.tsx'
import { PathPageNumberContext } from './page-number-context.ts'
import { useScrollOnNavigate } from './scroll-on-navigate.ts'
import { loadedPage, preloadRoute, viewFor } from './site-loader.ts'
import type { CompiledBlock, CompiledPage, SiteRoute } from '#page-model/site-types.ts'

// Memoised: the page editor's preview redraws its page on every change and keeps each unchanged block's
// object (src/editor/preview-main.tsx), so only the changed block renders again. The block catalogue
// (/__blocks) draws blocks with it too.
export const BlockView = memo(function BlockView({ block }: { block: Pick<CompiledBlock, 'type' | 'props'> }) {
  const view = viewFor(block.type)
  // The view is cached per block type, so its identity is stable across renders.
  const View = view instanceof Promise ? use(view) : view
  return createElement(View, block.props)
})

/** The list entry the page editor's form is on, in which block (the editor's preview only). */
export type EditedEntryOfPage = EditedEntry & { blockId: string }

export function PageRenderer({ page, editedEntry }: { page: CompiledPage; editedEntry?: EditedEntryOfPage | undefined }) {
  const params = useParams()
  const id = page.entity ? params[page.entity.param] : undefined
  const record = page.entity ? recordFor(page.entity, id) : undefined
  const found = record !== undefined
  const pathPageNumber = page.pageNumber ? params[page.pageNumber.param] : undefined
  const visible = page.blocks.filter((block) => !block.when || (block.when === 'found') === found)
  return (
    <EntityContext value={record}>
      <PageHeadTags page={page} />
      {visible.map((block) => (
        <div key={block.id} id={block.id} className={`block block--${block.type}`}>
          <BlockErrorBoundary blockId={block.id} blockType={block.type}>
            <Suspense fallback={null}>
              <HydrateWhenNear id={block.id}>
                <PathPageNumberContext value={block.id === page.pageNumber?.block ? pathPageNumber : undefined}>
                  <FirstScreenContext value={block.firstScreen ?? false}>
                    <EditedEntryContext value={editedEntry?.blockId === block.id ? editedEntry : undefined}>
                      <BlockView block={block} />
                    </EditedEntryContext>
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

/**
 * A route's page: synchronous when preloaded (prerender, hydration), otherwise suspends while loading.
 * Once it has rendered, the window goes to the block the address's hash names, or to the top.
 */
export function RoutePage({ route }: { route: SiteRoute }) {
  useScrollOnNavigate()
  const page = loadedPage(route) ?? use(preloadRoute(route))
  return <PageRenderer page={page} />
}

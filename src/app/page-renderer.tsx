/**
 * The renderer: a lookup loop over the page's blocks. It knows no block type by name.
 */
import { Suspense, createElement, memo, use, type ReactNode } from 'react'
import { useParams } from 'react-router-dom'
import { EntityContext, recordFor } from './entity-context.ts'
import { BlockErrorBoundary } from './error-boundaries.tsx'
import { FirstScreenContext } from '#ui/primitives/first-screen.ts'
import { HydrateWhenNear } from './start-up/hydrate-when-near.tsx'
import { PageHeadTags } from './page-head-tags.tsx'
import { PathPageNumberContext } from './page-number-context.ts'
import { useScrollOnNavigate } from './scroll-on-navigate.ts'
import { addressLoaded, viewFor } from './start-up/site-loader.ts'
import type { CompiledBlock, CompiledPage, SiteRoute } from '#page-model/site-types.ts'

export { preloadPath } from './start-up/site-loader.ts'

// Memoised: the page editor's preview redraws its page on every change and keeps each unchanged block's
// object (src/editor/preview-main.tsx), so only the changed block renders again. The block catalogue
// (/__blocks) draws blocks with it too.
export const BlockView = memo(function BlockView({ block }: { block: Pick<CompiledBlock, 'type' | 'props'> }) {
  // One promise per block type, read at once when loaded (start-up/site-loader.ts).
  return createElement(use(viewFor(block.type)), block.props)
})

/** How a page draws one block's view: as it is on the site; the editor's preview wraps it (src/editor/preview-main.tsx). */
export type DrawBlock = (block: CompiledBlock) => ReactNode

const drawView: DrawBlock = (block) => <BlockView block={block} />

/**
 * One block on a page: its anchor and class, its own error boundary (a block that fails is left out, the rest
 * of the page stays), its code loaded and hydrated as it comes near, and what it reads of its place on the
 * page (whether it is on the first screen, the page number in the path).
 */
function BlockFrame({
  block,
  pathPageNumber,
  children,
}: {
  block: CompiledBlock
  pathPageNumber: string | undefined
  children: ReactNode
}) {
  return (
    <div id={block.id} className={`block block--${block.type}`}>
      <BlockErrorBoundary blockId={block.id} blockType={block.type}>
        <Suspense fallback={null}>
          <HydrateWhenNear id={block.id} firstScreen={block.firstScreen}>
            <PathPageNumberContext value={pathPageNumber}>
              <FirstScreenContext value={block.firstScreen ?? false}>{children}</FirstScreenContext>
            </PathPageNumberContext>
          </HydrateWhenNear>
        </Suspense>
      </BlockErrorBoundary>
    </div>
  )
}

export function PageRenderer({ page, drawBlock = drawView }: { page: CompiledPage; drawBlock?: DrawBlock | undefined }) {
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
        <BlockFrame
          key={block.id}
          block={block}
          pathPageNumber={block.id === page.pageNumber?.block ? pathPageNumber : undefined}
        >
          {drawBlock(block)}
        </BlockFrame>
      ))}
    </EntityContext>
  )
}

/**
 * A route's page: synchronous when preloaded (prerender, the hydrated page, a page visited before), otherwise
 * suspends while loading. Once it has rendered, the window goes to the block the address's hash names, or to the top.
 */
export function RoutePageView({ route }: { route: SiteRoute }) {
  useScrollOnNavigate()
  // The page and the record's own fields in one promise per address, read at once when loaded (start-up/site-loader.ts).
  const page = use(addressLoaded(route, useParams()))
  return <PageRenderer page={page} />
}

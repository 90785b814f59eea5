/**
 * A shop view as a page holds it: its own store (the cart, the wishlist, recently viewed), a router, and
 * the product an entity page is about (none by default). Pass `store` to keep one across re-renders.
 * Example: render(inShop(<RelatedProducts {...props} />, { product: pears }))
 */
import { render } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { EditedEntryContext, type EditedEntry } from '#app/edited-entry-context.ts'
import { EntityContext } from '#app/entity-context.ts'

export function inShop(
  view: ReactNode,
  { product, store = createStore() }: { product?: object | undefined; store?: ReturnType<typeof createStore> } = {},
) {
  return (
    <Provider store={store}>
      <MemoryRouter>
        <EntityContext value={product as Record<string, unknown> | undefined}>{view}</EntityContext>
      </MemoryRouter>
    </Provider>
  )
}

/**
 * Renders a shop view with its own store; `editing(entry)` draws it again as the page editor's preview does
 * while that list entry of the block is edited (the store, and so the cart, stay).
 */
export function renderShopPreview(view: ReactNode, { product }: { product?: object | undefined } = {}) {
  const store = createStore()
  const drawn = (entry?: EditedEntry) => inShop(<EditedEntryContext value={entry}>{view}</EditedEntryContext>, { product, store })
  const rendered = render(drawn())
  return { editing: (entry?: EditedEntry) => rendered.rerender(drawn(entry)) }
}

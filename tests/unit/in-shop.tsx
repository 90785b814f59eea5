/**
 * A shop view as a page holds it: its own store (the cart, the wishlist, recently viewed), a router, and
 * the product an entity page is about (none by default). Pass `store` to keep one across re-renders.
 * Example: render(inShop(<RelatedProducts {...props} />, { product: pears }))
 */
import { createStore, Provider } from 'jotai'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
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
